import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { selectLearningRole, useAppSelector } from '@kk/session';
import { Avatar, ButtonLink, Page, SectionCard, SectionTitle } from '@kk/ui-kit';
import { LevelCard } from '../level/level-card';
import { TwoColumns } from '../shared/page.styles';
import { AvatarPicker } from './avatar-picker';
import { MyPhotos } from './my-photos';
import { ProfilePictureCard } from './profile-picture-card';
import { Details, Identity, IdentityName } from './profile.styles';
import { SchoolLinkCard } from './school-link-card';
import { SubscriptionCard } from './subscription-card';
import { useProfile } from './use-profile';

/**
 * The profile `/profil`: who the user is (picture, name, username, e-mail, phone, profile), the
 * current level, the avatar choice, the profile picture upload and the link to a school by Massar
 * code (a student's only: adults have none of them), and the way to change the password; a parent
 * also sees the state of their subscription, with a link to `/abonnement`.
 */
export function ProfilePage() {
  const { t } = useTranslation('learning-home');
  const { user, details, isStudent } = useProfile();
  const isParent = useAppSelector(selectLearningRole) === 'parent';
  const accountId = useId();
  if (!user) return null;
  return (
    <Page title={t('profile.title')}>
      <TwoColumns>
        <SectionCard aria-labelledby={accountId}>
          <SectionTitle id={accountId}>{t('profile.account')}</SectionTitle>
          <Identity>
            <Avatar name={user.name} src={user.image} size="lg" decorative />
            <IdentityName>{user.name}</IdentityName>
          </Identity>
          <Details>
            {details.map((detail) => (
              <div key={detail.labelKey}>
                <dt>{t(detail.labelKey)}</dt>
                <dd>{'textKey' in detail ? t(detail.textKey) : <bdi dir="ltr">{detail.text}</bdi>}</dd>
              </div>
            ))}
          </Details>
          <ButtonLink as={RouterLink} to="/profil/mot-de-passe" variant="secondary">
            {t('profile.changePassword')}
          </ButtonLink>
        </SectionCard>
        {isStudent && <LevelCard />}
        {isParent && <SubscriptionCard />}
      </TwoColumns>
      {isStudent && (
        <>
          <AvatarPicker />
          <TwoColumns>
            <ProfilePictureCard />
            <MyPhotos />
          </TwoColumns>
          <SchoolLinkCard />
        </>
      )}
    </Page>
  );
}
