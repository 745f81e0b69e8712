import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, SuccessIcon } from '@kk/ui-kit';
import { Actions, AuthCard, Credential, Intro, Title } from '../shared/auth-page.styles';
import type { RegistrationOutcome } from './use-registration';

/** Props of {@link RegistrationSuccess}. */
export interface RegistrationSuccessProps {
  /** How the registration ended. */
  outcome: RegistrationOutcome;
}

/**
 * The end of registration: the username the backend chose (the user signs in with it from now on)
 * and the way on: the dashboard when signed in, else the sign-in page.
 */
export function RegistrationSuccess({ outcome }: RegistrationSuccessProps) {
  const { t } = useTranslation('learning-auth');
  const titleId = useId();
  const signedIn = outcome.kind === 'signed-in';
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: focus moves to the news so keyboard and screen reader users follow.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <AuthCard aria-labelledby={titleId}>
      <SuccessIcon size="lg" />
      <Title id={titleId} tabIndex={-1} ref={titleRef}>
        {signedIn ? t('register.success.title', { name: outcome.firstName }) : t('register.title')}
      </Title>
      {!signedIn && <Intro>{t('register.success.signInNow')}</Intro>}
      <Intro>{t('register.success.usernameIntro')}</Intro>
      <Credential dir="ltr">{outcome.username}</Credential>
      <Intro>{t('register.success.usernameHint')}</Intro>
      <Actions>
        {signedIn ? (
          <ButtonLink as={RouterLink} to="/" fullWidth>
            {t('register.success.start')}
          </ButtonLink>
        ) : (
          <ButtonLink as={RouterLink} to="/connexion" fullWidth>
            {t('register.signIn')}
          </ButtonLink>
        )}
      </Actions>
    </AuthCard>
  );
}
