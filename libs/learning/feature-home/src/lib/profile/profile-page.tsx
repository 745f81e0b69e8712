import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SessionUser } from '@kk/domain';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { selectSessionUser, useAppSelector } from '@kk/session';
import { Avatar, ButtonLink } from '@kk/ui-kit';
import { LevelCard } from '../level/level-card';
import { PageHeader, PageStack, PageTitle, SectionCard, SectionTitle, TwoColumns } from '../shared/page.styles';
import { AvatarPicker } from './avatar-picker';
import { Details, Identity, IdentityName } from './profile.styles';

const ACCOUNT_TYPE_LABELS: Record<string, TranslationKey> = {
  student: 'learning-home:profile.accountTypes.student',
  parent: 'learning-home:profile.accountTypes.parent',
  professor: 'learning-home:profile.accountTypes.professor',
  sc_ad: 'learning-home:profile.accountTypes.schoolAdmin',
};

/** The name of an account type (§6), "Utilisateur" for the others. */
export function accountTypeLabel(accountType: SessionUser['account_type']): TranslationKey {
  return ACCOUNT_TYPE_LABELS[accountType] ?? 'learning-home:profile.accountTypes.other';
}

/**
 * The profile `/profil`: who the user is (picture, name, username, e-mail, phone, profile), the
 * current level, the avatar choice, and the way to change the password.
 */
export function ProfilePage() {
  const { t } = useTranslation('learning-home');
  const user = useAppSelector(selectSessionUser);
  const accountId = useId();
  if (!user) return null;
  const details = [
    { label: t('profile.username'), value: user.profile.username, ltr: true },
    { label: t('profile.email'), value: user.profile.email, ltr: true },
    { label: t('profile.phone'), value: user.profile.phone_number, ltr: true },
    { label: t('profile.accountType'), value: t(accountTypeLabel(user.account_type)), ltr: false },
  ].filter((detail) => detail.value);
  return (
    <PageStack>
      <PageHeader>
        <PageTitle>{t('profile.title')}</PageTitle>
      </PageHeader>
      <TwoColumns>
        <SectionCard aria-labelledby={accountId}>
          <SectionTitle id={accountId}>{t('profile.account')}</SectionTitle>
          <Identity>
            <Avatar name={user.name} src={user.image} size="lg" decorative />
            <IdentityName>{user.name}</IdentityName>
          </Identity>
          <Details>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.ltr ? <bdi dir="ltr">{detail.value}</bdi> : detail.value}</dd>
              </div>
            ))}
          </Details>
          <ButtonLink as={RouterLink} to="/profil/mot-de-passe" variant="secondary">
            {t('profile.changePassword')}
          </ButtonLink>
        </SectionCard>
        <LevelCard />
      </TwoColumns>
      <AvatarPicker />
    </PageStack>
  );
}
