import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Alert, ButtonLink, Page, QuerySection, SectionCard, SectionNote, SectionTitle, StackList } from '@kk/ui-kit';
import { useSubscription, type UseSubscriptionResult } from './use-subscription';

/** The signed-in parent's subscription: its state line (active until…, expired) and plan. */
function StateSection({ vm }: { vm: UseSubscriptionResult }) {
  const { t } = useTranslation('learning-children');
  const { formatDate } = useFormatters();
  return (
    <QuerySection title={t('subscription.state')} query={vm.query} errorMessage={t('subscription.loadError')}>
      {(subscription) => (
        <>
          {vm.message && (
            <Alert tone={subscription.status === 'expired' ? 'warning' : 'success'}>
              {t(vm.message.key, { date: vm.message.date ? formatDate(vm.message.date, 'long') : '' })}
            </Alert>
          )}
          {subscription.plan && <SectionNote>{t('subscription.plan', { plan: subscription.plan })}</SectionNote>}
        </>
      )}
    </QuerySection>
  );
}

/**
 * `/abonnement`, for everyone (the sign-in error 'Votre abonnement a expiré' links here): a signed-in
 * parent's subscription state, then how to renew it (no payment call exists: the school or the
 * KoolSkools team) and what happens after; a visitor also gets "Se connecter".
 * Texts: `learning-children:subscription.*`.
 */
export function SubscriptionPage() {
  const { t } = useTranslation('learning-children');
  const vm = useSubscription();
  const renewId = useId();
  const afterId = useId();

  return (
    <Page title={t('subscription.title')} description={t('subscription.description')}>
      {vm.isParent && <StateSection vm={vm} />}
      <SectionCard aria-labelledby={renewId}>
        <SectionTitle id={renewId}>{t('subscription.renewTitle')}</SectionTitle>
        <SectionNote>{t('subscription.renewIntro')}</SectionNote>
        <StackList as="ol" $gap={2}>
          <li>{t('subscription.renewSchool')}</li>
          <li>{t('subscription.renewTeam')}</li>
        </StackList>
      </SectionCard>
      <SectionCard aria-labelledby={afterId}>
        <SectionTitle id={afterId}>{t('subscription.afterTitle')}</SectionTitle>
        <p>{t('subscription.after')}</p>
        {!vm.signedIn && (
          <ButtonLink as={RouterLink} to="/connexion">
            {t('subscription.signIn')}
          </ButtonLink>
        )}
      </SectionCard>
    </Page>
  );
}
