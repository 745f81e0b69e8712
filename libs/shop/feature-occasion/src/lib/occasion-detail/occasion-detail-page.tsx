import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Occasion } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { SectionTitle } from '@kk/shop-ui';
import {
  Alert,
  Badge,
  BookIcon,
  Button,
  ButtonLink,
  ChatIcon,
  EmptyState,
  Page,
  PageHeader,
  Price,
  QueryState,
  Skeleton,
  Spinner,
} from '@kk/ui-kit';
import { awaitsReview, CONDITION_LABELS, isRefused } from '../shared/occasion-labels';
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
import { isOccasionNotFound, toOccasionId, useBookDetail, useOccasionDetail } from './use-occasion-detail';

/**
 * /occasion/{occasion_id} (§2): the listing's pictures, title, author, level, subject, publisher and
 * edition date, condition (Good / Moyen), price and price new, description, status and seller, with
 * a popup to contact the seller by phone or chat.
 */
export function OccasionDetailPage() {
  const { t } = useTranslation('shop-occasion');
  const { query, invalidId } = useOccasionDetail(toOccasionId(useParams<{ occasion_id: string }>().occasion_id));
  const notFound = (
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
  );

  if (invalidId) return <Page>{notFound}</Page>;
  return (
    <Page>
      <QueryState
        query={query}
        errorMessage={t('detail.loadError')}
        isNotFound={isOccasionNotFound}
        notFound={notFound}
        loading={
          <>
            <Spinner label={t('detail.loading')} size="sm" />
            <Skeleton variant="rect" height="14rem" />
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton lines={4} />
          </>
        }
      >
        {(book) => <BookDetail book={book} />}
      </QueryState>
    </Page>
  );
}

/** The loaded listing. */
function BookDetail({ book }: { book: Occasion }) {
  const { t } = useTranslation('shop-occasion');
  const { facts, statusKey, sellerName, canContact, contactOpen, openContact, closeContact } = useBookDetail(book);
  const detailsId = useId();
  const sellerId = useId();
  const status = statusKey ? t(statusKey) : book.status;

  return (
    <>
      <BookGallery images={book.image_url} title={book.name} />
      <TitleBlock>
        <PageHeader title={book.name} />
        {book.author && <Author>{t('detail.by', { author: book.author })}</Author>}
        <Badges>
          <Badge tone={book.condition === 0 ? 'success' : 'warning'}>{t(CONDITION_LABELS[book.condition])}</Badge>
          {status && <Badge dot>{status}</Badge>}
        </Badges>
        {awaitsReview(book.status) && <Alert tone="info">{t('detail.notPublic')}</Alert>}
        {isRefused(book.status) && (
          <Alert tone="danger" title={t('detail.refused')}>
            {book.refusal_reason
              ? t('myBooks.refusedReason', { reason: book.refusal_reason })
              : t('myBooks.refusedNoReason')}
          </Alert>
        )}
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
            <div key={fact.termKey}>
              <dt>{t(fact.termKey)}</dt>
              <dd dir="auto">{fact.valueKey ? t(fact.valueKey) : fact.value}</dd>
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
        {canContact && (
          <Button fullWidth startIcon={<ChatIcon />} onClick={openContact}>
            {t('detail.contact')}
          </Button>
        )}
      </Section>
      {book.user && (
        <SellerContactDialog open={contactOpen} onClose={closeContact} seller={book.user} bookTitle={book.name} />
      )}
    </>
  );
}
