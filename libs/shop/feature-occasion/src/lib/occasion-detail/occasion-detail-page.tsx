import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useGetOccasionQuery } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { SectionTitle, ShopPageHeader } from '@kk/shop-ui';
import {
  AlertIcon,
  Badge,
  BookIcon,
  Button,
  ButtonLink,
  ChatIcon,
  EmptyState,
  Price,
  Skeleton,
  Spinner,
} from '@kk/ui-kit';
import { PageRoot } from '../shared/list.styles';
import { CATEGORY_LABELS, CONDITION_LABELS, statusLabelKey } from '../shared/occasion-labels';
import { BookGallery } from './book-gallery';
import {
  Author,
  Badges,
  Description,
  Facts,
  Prices,
  Section,
  SellerName,
  SellerRow,
  TitleBlock,
} from './occasion-detail-page.styles';
import { SellerContactDialog } from './seller-contact-dialog';

/** The `{occasion_id}` route parameter as an id, or null when it is not one. */
function toId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /occasion/{occasion_id} (§2): the listing's pictures, title, author, level, subject, publisher and
 * edition date, condition (Good / Moyen), price and price new, description, status and seller, with
 * a popup to contact the seller by phone or chat.
 */
export function OccasionDetailPage() {
  const { t } = useTranslation('shop-occasion');
  const id = toId(useParams<{ occasion_id: string }>().occasion_id);
  const query = useGetOccasionQuery(id ?? 0, { skip: id === null });
  const [contactOpen, setContactOpen] = useState(false);
  const detailsId = useId();
  const sellerId = useId();
  const book = query.data;

  const notFound =
    id === null ||
    (query.isError &&
      typeof query.error === 'object' &&
      query.error !== null &&
      'status' in query.error &&
      query.error.status === 404);
  if (notFound) {
    return (
      <PageRoot>
        <EmptyState
          headingLevel={2}
          icon={<BookIcon />}
          title={t('detail.notFound')}
          description={t('detail.notFoundHint')}
          action={
            <ButtonLink as={RouterLink} to="/occasion" variant="secondary">
              {t('detail.backToList')}
            </ButtonLink>
          }
        />
      </PageRoot>
    );
  }
  if (query.isError) {
    return (
      <PageRoot>
        <div role="alert">
          <EmptyState
            headingLevel={2}
            icon={<AlertIcon />}
            title={t('detail.loadError')}
            description={t('list.loadErrorHint')}
            action={
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('list.retry')}
              </Button>
            }
          />
        </div>
      </PageRoot>
    );
  }
  if (!book) {
    return (
      <PageRoot aria-busy="true">
        <Spinner label={t('detail.loading')} size="sm" />
        <Skeleton variant="rect" height="14rem" />
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton lines={4} />
      </PageRoot>
    );
  }

  const statusKey = statusLabelKey(book.status);
  const status = statusKey ? t(statusKey) : book.status;
  const sellerName = book.user ? `${book.user.first_name} ${book.user.last_name}`.trim() : '';
  const facts = [
    { term: t('field.level'), value: book.level },
    { term: t('field.subject'), value: book.subject },
    {
      term: t('field.category'),
      value: book.category === 1 || book.category === 2 ? t(CATEGORY_LABELS[book.category]) : '',
    },
    { term: t('field.editor'), value: book.edition },
    { term: t('field.edition'), value: book.edition_year },
  ].filter((fact) => fact.value);

  return (
    <PageRoot>
      <BookGallery images={book.image_url} title={book.name} />
      <TitleBlock>
        <ShopPageHeader title={book.name} />
        {book.author && <Author>{t('detail.by', { author: book.author })}</Author>}
        <Badges>
          <Badge tone={book.condition === 0 ? 'success' : 'warning'}>{t(CONDITION_LABELS[book.condition])}</Badge>
          {status && <Badge dot>{status}</Badge>}
        </Badges>
        <Prices>
          <Price amount={book.price} size="lg" srLabel={t('detail.price')} />
          {book.original_price !== null && book.original_price > book.price && (
            <Price amount={book.original_price} variant="original" srLabel={t('book.originalPrice')} />
          )}
        </Prices>
      </TitleBlock>
      <Section aria-labelledby={detailsId}>
        <SectionTitle id={detailsId}>{t('detail.details')}</SectionTitle>
        <Facts>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd dir="auto">{fact.value}</dd>
            </div>
          ))}
        </Facts>
        {book.description && <Description dir="auto">{book.description}</Description>}
      </Section>
      <Section aria-labelledby={sellerId}>
        <SectionTitle id={sellerId}>{t('detail.seller')}</SectionTitle>
        <SellerRow>
          <SellerName>{sellerName || t('detail.sellerUnknown')}</SellerName>
        </SellerRow>
        {book.user && (
          <Button fullWidth startIcon={<ChatIcon />} onClick={() => setContactOpen(true)}>
            {t('detail.contact')}
          </Button>
        )}
      </Section>
      {book.user && (
        <SellerContactDialog
          open={contactOpen}
          onClose={() => setContactOpen(false)}
          seller={book.user}
          bookTitle={book.name}
        />
      )}
    </PageRoot>
  );
}
