import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Link } from '@kk/ui-kit';
import { Aside, AuthCard, AuthColumn, Intro } from '../shared/auth-page.styles';
import { AuthTitle } from '../shared/auth-title';
import { ProfileStep } from './profile-step';
import { RegistrationForm } from './registration-form';
import { RegistrationSuccess } from './registration-success';
import { PROFILE_PARAMS, profileFromParam, type RegistrationProfile } from './registration-rules';
import { useRegistration } from './use-registration';

const FORM_TITLES: Record<RegistrationProfile, TranslationKey> = {
  child: 'learning-auth:register.formTitles.child',
  parent: 'learning-auth:register.formTitles.parent',
  school: 'learning-auth:register.formTitles.school',
  professor: 'learning-auth:register.formTitles.professor',
};

/**
 * Registration (`/inscription`): first the profile (student, parent, school, professor), kept in the
 * URL (`?profil=eleve`) so the back button returns to the choice; then that profile's form; then
 * the username to sign in with. The user is signed in right after registering.
 */
export function RegisterPage() {
  const [params, setParams] = useSearchParams();
  const profile = profileFromParam(params.get('profil'));
  return profile ? (
    <ProfileRegistration key={profile} profile={profile} />
  ) : (
    <ChooseProfile onChoose={(p) => setParams({ profil: PROFILE_PARAMS[p] })} />
  );
}

function ChooseProfile({ onChoose }: { onChoose: (profile: RegistrationProfile) => void }) {
  const { t } = useTranslation('learning-auth');
  const titleId = useId();
  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <AuthTitle id={titleId}>{t('register.title')}</AuthTitle>
        <Intro>{t('register.intro')}</Intro>
        <ProfileStep onChoose={onChoose} />
      </AuthCard>
      <HaveAccount />
    </AuthColumn>
  );
}

function ProfileRegistration({ profile }: { profile: RegistrationProfile }) {
  const { t } = useTranslation('learning-auth');
  const titleId = useId();
  const { submit, outcome } = useRegistration(profile);
  if (outcome) {
    return (
      <AuthColumn>
        <RegistrationSuccess outcome={outcome} />
      </AuthColumn>
    );
  }
  return (
    <AuthColumn>
      <AuthCard aria-labelledby={titleId}>
        <AuthTitle id={titleId}>{t(FORM_TITLES[profile])}</AuthTitle>
        <Link as={RouterLink} to="/inscription" variant="standalone">
          {t('register.changeProfile')}
        </Link>
        <RegistrationForm profile={profile} onSubmit={submit} />
      </AuthCard>
      <HaveAccount />
    </AuthColumn>
  );
}

function HaveAccount() {
  const { t } = useTranslation('learning-auth');
  return (
    <Aside>
      <span>{t('register.haveAccount')}</span>
      <Link as={RouterLink} to="/connexion" variant="standalone">
        {t('register.signIn')}
      </Link>
    </Aside>
  );
}
