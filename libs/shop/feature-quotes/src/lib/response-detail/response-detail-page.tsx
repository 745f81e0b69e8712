import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isApiError, useGetQuoteArticlesQuery, type QuoteDetail } from '@kk/api-clients';
import { quoteSchema, quoteSubtotal, type Quote } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  ArticleRow,
  ErrorBox,
  Hint,
  LoadingStack,
  PageRoot,
  Section,
  SectionTitle,
  ShopLink,
  ShopPageHeader,
} from '@kk/shop-ui';
import { Button, ButtonLink, CartIcon, EmptyState, Price, Skeleton } from '@kk/ui-kit';
import { distinctNames } from '../shared/distinct-names';
import { parseRouteId } from '../shared/route-id';
import { ArticleList, FailureText, SubtotalLine, SummaryBar } from './response-detail-page.styles';
import { useResponseCart } from './use-response-cart';

/** The quote passed along by the request's page, when it is the one shown. */
export function quoteFromState(state: unknown, id: number): Quote | null {
  if (typeof state !== 'object' || state === null || !('quote' in state)) return null;
  const parsed = quoteSchema.safeParse((state as { quote: unknown }).quote);
  return parsed.success && parsed.data.id === id ? parsed.data : null;
}

/**
 * A library's quote (/responses/{response_id}, §2): its articles with brands, unit prices and
 * quantity steppers (never below 0), the subtotal that follows the steppers, and See cart, which
 * puts the chosen articles in the cart as one order (with the library and the quote) and opens
 * /shop-cart.
 */
export function ResponseDetailPage() {
  const { t } = useTranslation('shop-quotes');
  const params = useParams();
  const location = useLocation();
  const id = parseRouteId(params['response_id']);
  const query = useGetQuoteArticlesQuery(id ?? skipToken);
  const notFound = id === null || (query.isError && isApiError(query.error) && query.error.status === 404);

  if (notFound) {
    return (
      <PageRoot>
        <ShopPageHeader title={t('response.notFound')} description={t('response.notFoundHint')} />
        <ButtonLink as={ShopLink} href="/quotes" variant="secondary">
          {t('detail.backToQuotes')}
        </ButtonLink>
      </PageRoot>
    );
  }
  if (query.isError) {
    return (
      <PageRoot>
        <ErrorBox role="alert">
          <p>{t('response.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBox>
      </PageRoot>
    );
  }
  if (!query.data) {
    return (
      <PageRoot aria-busy="true">
        <Hint role="status">{t('response.loading')}</Hint>
        <Skeleton height="1.75rem" width="60%" />
        <LoadingStack>
          <Skeleton variant="rect" height="4rem" />
          <Skeleton variant="rect" height="4rem" />
          <Skeleton variant="rect" height="4rem" />
        </LoadingStack>
      </PageRoot>
    );
  }
  return <ResponseContent quoteId={id} detail={query.data} quote={quoteFromState(location.state, id)} />;
}

/** The loaded quote. */
function ResponseContent({ quoteId, detail, quote }: { quoteId: number; detail: QuoteDetail; quote: Quote | null }) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  const cart = useResponseCart(quoteId);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const quantityOf = (articleId: number, fallback: number) => quantities[articleId] ?? fallback;
  const subtotal = quoteSubtotal(detail.articles, quantities);
  const anyChosen = detail.articles.some((a) => quantityOf(a.id, a.quantity) >= 1);
  const library = detail.library?.name || quote?.library?.name || t('noLibrary');
  const labels = distinctNames(
    detail.articles.map((a) => (a.article.subject ? `${a.article.name} – ${a.article.subject}` : a.article.name)),
  );
  const description = [library, quote?.level, quote ? formatDate(quote.date, 'long') : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <PageRoot>
      <ShopPageHeader title={quote?.name || t('response.title', { id: quoteId })} description={description} />
      <Section aria-labelledby="response-articles-title">
        <SectionTitle id="response-articles-title">{t('response.articles')}</SectionTitle>
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
                onQuantityChange={(quantity) => setQuantities((current) => ({ ...current, [article.id]: quantity }))}
                quantityLabel={t('response.quantityOf', { name: labels[index] })}
                decrementLabel={t('response.decrease', { name: labels[index] })}
                incrementLabel={t('response.increase', { name: labels[index] })}
              />
            ))}
          </ArticleList>
        )}
      </Section>
      <SummaryBar>
        <SubtotalLine aria-live="polite">
          <span>{t('response.subtotal')}</span>
          <Price amount={subtotal} size="lg" />
        </SubtotalLine>
        {cart.failed && <FailureText role="alert">{t('response.cartFailed')}</FailureText>}
        <Button
          fullWidth
          size="lg"
          startIcon={<CartIcon />}
          loading={cart.isCreating}
          disabled={!anyChosen}
          onClick={() => void cart.seeCart(detail, quantities)}
        >
          {t('response.seeCart')}
        </Button>
        {!anyChosen && <Hint>{t('response.nothingChosen')}</Hint>}
      </SummaryBar>
    </PageRoot>
  );
}
