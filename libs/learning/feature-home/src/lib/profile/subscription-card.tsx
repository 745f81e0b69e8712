import { Link as RouterLink } from 'react-router-dom';
import { useGetSubscriptionQuery } from '@kk/api-clients';
import { subscriptionMessage } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Link, QuerySection, SectionNote } from '@kk/ui-kit';

/**
 * A parent's subscription on the profile: "Abonnement actif jusqu'au 30 juin 2027" (or "Abonnement
 * expiré"), read with the assumed `getSubscription`, and a link to `/abonnement` (how to renew).
 * Texts: `learning-children:subscription.*` (the subscription page's words).
 */
export function SubscriptionCard() {
  const { t } = useTranslation('learning-children');
  const { formatDate } = useFormatters();
  const query = useGetSubscriptionQuery();
  return (
    <QuerySection
      title={t('subscription.profileTitle')}
      query={query}
      errorMessage={t('subscription.loadError')}
      loadingLabel={t('subscription.state')}
    >
      {(subscription) => {
        const { key, date } = subscriptionMessage(subscription);
        return (
          <>
            <SectionNote>{t(key, { date: date ? formatDate(date, 'long') : '' })}</SectionNote>
            <Link as={RouterLink} to="/abonnement" variant="standalone">
              {t('subscription.profileLink')}
            </Link>
          </>
        );
      }}
    </QuerySection>
  );
}
