import { useLocation, useParams } from 'react-router-dom';
import type { QuoteDetail } from '@kk/api-clients';
import { MAX_ORDER_QUANTITY, type Quote } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { useReferenceNames } from '@kk/session';
import { ArticleRow, DuplicateOrderDialog, Hint, Section, SectionTitle, ShopLink, StickyActionBar } from '@kk/shop-ui';
import {
  Alert,
  Button,
  ButtonLink,
  CartIcon,
  DetailLine,
  EmptyState,
  Page,
  QueryState,
  Skeleton,
  useErrorDescription,
} from '@kk/ui-kit';
import { parseRouteId } from '../shared/route-id';
import { ArticleList } from './quote-detail-page.styles';
import { isQuoteNotFound, useQuoteDetail, useQuoteLines } from './use-quote-detail';

export { quoteFromState } from './use-quote-detail';

/**
 * A library's quote (/responses/{response_id}, §2): its articles with brands, unit prices and
 * quantity steppers (never below 0), the subtotal that follows the steppers, and See cart, which
 * puts the chosen articles in the cart as one order (with the library and the quote) and opens
 * /shop-cart.
 */
export function QuoteDetailPage() {
  const { t } = useTranslation('shop-quotes');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params['response_id']);
  const { query, quote } = useQuoteDetail(id, location.state);
  const notFound = (
    <Page title={t('response.notFound')} description={t('response.notFoundHint')}>
      <ButtonLink as={ShopLink} href="/quotes" variant="secondary">
        {t('detail.backToQuotes')}
      </ButtonLink>
    </Page>
  );

  if (id === null) return notFound;
  return (
    <QueryState
      query={query}
      errorMessage={t('response.loadError')}
      isNotFound={isQuoteNotFound}
      notFound={notFound}
      loading={
        <Page>
          <Hint role="status">{t('response.loading')}</Hint>
          <Skeleton height="1.75rem" width="60%" />
          <Skeleton variant="rect" height="4rem" count={3} />
        </Page>
      }
    >
      {(detail) => <QuoteContent quoteId={id} detail={detail} quote={quote} />}
    </QueryState>
  );
}

/** The loaded quote. */
function QuoteContent({ quoteId, detail, quote }: { quoteId: number; detail: QuoteDetail; quote: Quote | null }) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  const {
    quantityOf,
    setQuantity,
    subtotal,
    anyChosen,
    labels,
    seeCart,
    isCreating,
    cartFailed,
    cartError,
    duplicateDialog,
  } = useQuoteLines(quoteId, detail);
  const cartCause = useErrorDescription(cartError);
  const library = detail.library?.name || quote?.library?.name || t('noLibrary');
  const names = useReferenceNames();
  const description = (
    <DetailLine parts={[library, names.level(quote?.level), quote ? formatDate(quote.date, 'long') : null]} />
  );

  return (
    <Page title={quote?.name || t('response.title', { id: quoteId })} description={description}>
      <Section aria-labelledby="quote-articles-title">
        <SectionTitle id="quote-articles-title">{t('response.articles')}</SectionTitle>
        {detail.articles.length === 0 ? (
          <EmptyState headingLevel={3} title={t('response.empty')} />
        ) : (
          <ArticleList>
            {detail.articles.map((article, index) => (
              <ArticleRow
                key={article.id}
                asListItem
                headingLevel={3}
                name={article.article.name}
                imageUrl={article.article.image_url}
                brand={article.brand || undefined}
                detail={article.article.subject || undefined}
                price={article.price}
                quantity={quantityOf(article.id, article.quantity)}
                onQuantityChange={(quantity) => setQuantity(article.id, quantity)}
                maxQuantity={MAX_ORDER_QUANTITY}
                quantityLabel={t('response.quantityOf', { name: labels[index] })}
                decrementLabel={t('response.decrease', { name: labels[index] })}
                incrementLabel={t('response.increase', { name: labels[index] })}
              />
            ))}
          </ArticleList>
        )}
      </Section>
      <StickyActionBar
        summary={t('response.subtotal')}
        amount={subtotal}
        notice={cartFailed && <Alert tone="danger">{t('response.cartFailed', { cause: cartCause ?? '' })}</Alert>}
        note={!anyChosen && <Hint>{t('response.nothingChosen')}</Hint>}
      >
        <Button
          fullWidth
          size="lg"
          startIcon={<CartIcon />}
          loading={isCreating}
          disabled={!anyChosen}
          onClick={() => void seeCart()}
        >
          {t('response.seeCart')}
        </Button>
      </StickyActionBar>
      <DuplicateOrderDialog {...duplicateDialog} />
    </Page>
  );
}
