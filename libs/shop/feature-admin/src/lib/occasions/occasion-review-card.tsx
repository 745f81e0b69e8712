import { BOOK_CONDITIONS, OCCASION_STATUSES, type Occasion } from '@kk/domain';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import { displayPhone } from '@kk/shop-ui';
import { Badge, Button, Card, Price, type Tone } from '@kk/ui-kit';
import { Actions, Cover, Description, Facts, Head, NoCover, Quiet, Tags, Title } from './admin-occasions-page.styles';

/** The moderation statuses the admin's screen names; another label is shown as it comes. */
const STATUS_BADGES: Record<string, { key: TranslationKey; tone: Tone }> = {
  [OCCASION_STATUSES.pending]: { key: 'shop-admin:occasions.statusPending', tone: 'warning' },
  [OCCASION_STATUSES.active]: { key: 'shop-admin:occasions.statusActive', tone: 'success' },
  [OCCASION_STATUSES.refused]: { key: 'shop-admin:occasions.statusRefused', tone: 'danger' },
};

/** Props of OccasionReviewCard. */
export interface OccasionReviewCardProps {
  /** The listing. */
  occasion: Occasion;
  /** Publishes it (shown unless it is on sale already). */
  onPublish: (occasion: Occasion) => void;
  /** Opens the refusal dialog (shown unless it is refused already). */
  onRefuse: (occasion: Occasion) => void;
  /** Its publication is being sent: Publier is busy. @default false */
  publishing?: boolean;
}

/**
 * One listing as the admin reviews it: cover, title, author, status, condition, price and price
 * new, level, subject, seller and phone, date, description, the refusal's reason; Publier and
 * Refuser.
 */
export function OccasionReviewCard({ occasion, onPublish, onRefuse, publishing = false }: OccasionReviewCardProps) {
  const { t } = useTranslation('shop-admin');
  const { formatDate } = useFormatters();
  const titleId = `occasion-${occasion.id}-title`;
  const badge = occasion.status ? STATUS_BADGES[occasion.status] : undefined;
  const seller = occasion.user ? `${occasion.user.first_name} ${occasion.user.last_name}`.trim() : '';
  const refused = occasion.status === OCCASION_STATUSES.refused;
  const cover = occasion.image_url[0];
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Head>
        {cover ? (
          <Cover src={cover} alt={t('occasions.photoAlt', { title: occasion.name })} loading="lazy" />
        ) : (
          <NoCover>{t('occasions.noPhoto')}</NoCover>
        )}
        <div>
          <Title id={titleId}>
            <bdi>{occasion.name}</bdi>
          </Title>
          {occasion.author && (
            <Quiet>
              <bdi>{t('occasions.by', { author: occasion.author })}</bdi>
            </Quiet>
          )}
          <Tags>
            {occasion.status && (
              <Badge tone={badge?.tone ?? 'neutral'} size="sm">
                {badge ? t(badge.key) : occasion.status}
              </Badge>
            )}
            <Badge tone={occasion.condition === BOOK_CONDITIONS.good ? 'success' : 'warning'} size="sm">
              {t(
                occasion.condition === BOOK_CONDITIONS.good ? 'occasions.conditionGood' : 'occasions.conditionAverage',
              )}
            </Badge>
            <Price amount={occasion.price} size="sm" srLabel={t('occasions.price')} />
            {occasion.original_price !== null && (
              <Price
                amount={occasion.original_price}
                size="sm"
                variant="original"
                srLabel={t('occasions.originalPrice')}
              />
            )}
          </Tags>
        </div>
      </Head>
      <Facts>
        {occasion.level && (
          <>
            <dt>{t('occasions.level')}</dt>
            <dd>
              <bdi>{occasion.level}</bdi>
            </dd>
          </>
        )}
        {occasion.subject && (
          <>
            <dt>{t('occasions.subject')}</dt>
            <dd>
              <bdi>{occasion.subject}</bdi>
            </dd>
          </>
        )}
        <dt>{t('occasions.seller')}</dt>
        <dd>
          <bdi>{seller || t('occasions.unknownSeller')}</bdi>
          {occasion.user?.phone_number && (
            <>
              {' · '}
              <bdi dir="ltr">{displayPhone(occasion.user.phone_number)}</bdi>
            </>
          )}
        </dd>
        {occasion.date_created && (
          <>
            <dt>{t('occasions.date')}</dt>
            <dd>{formatDate(occasion.date_created)}</dd>
          </>
        )}
        {refused && (
          <>
            <dt>{t('occasions.reason')}</dt>
            <dd>
              <bdi>{occasion.refusal_reason || t('occasions.noReason')}</bdi>
            </dd>
          </>
        )}
      </Facts>
      {occasion.description && <Description dir="auto">{occasion.description}</Description>}
      <Actions>
        {occasion.status !== OCCASION_STATUSES.active && (
          <Button
            size="sm"
            onClick={() => onPublish(occasion)}
            loading={publishing}
            aria-label={t('occasions.publishName', { title: occasion.name })}
          >
            {t('occasions.publish')}
          </Button>
        )}
        {!refused && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onRefuse(occasion)}
            aria-label={t('occasions.refuseName', { title: occasion.name })}
          >
            {t('occasions.refuse')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
