import { useState } from 'react';
import { useTranslation, type TranslationKey } from '@kk/i18n';
import { Button, RadioGroup } from '@kk/ui-kit';
import { FormStack } from '../shared/auth-page.styles';
import { REGISTRATION_PROFILES, type RegistrationProfile } from './registration-rules';

const PROFILE_LABELS: Record<RegistrationProfile, TranslationKey> = {
  child: 'learning-auth:register.profiles.child',
  parent: 'learning-auth:register.profiles.parent',
  school: 'learning-auth:register.profiles.school',
  professor: 'learning-auth:register.profiles.professor',
};

const PROFILE_HINTS: Record<RegistrationProfile, TranslationKey> = {
  child: 'learning-auth:register.profileHints.child',
  parent: 'learning-auth:register.profileHints.parent',
  school: 'learning-auth:register.profileHints.school',
  professor: 'learning-auth:register.profileHints.professor',
};

/** Props of {@link ProfileStep}. */
export interface ProfileStepProps {
  /** Called with the chosen profile when the user continues. */
  onChoose: (profile: RegistrationProfile) => void;
}

/** First step of registration: who is registering (student, parent, school, professor). */
export function ProfileStep({ onChoose }: ProfileStepProps) {
  const { t } = useTranslation('learning-auth');
  const [profile, setProfile] = useState<RegistrationProfile>('child');
  return (
    <FormStack
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(profile);
      }}
    >
      <RadioGroup
        legend={t('register.profileLegend')}
        variant="tile"
        value={profile}
        onChange={(value) => setProfile(value as RegistrationProfile)}
        options={REGISTRATION_PROFILES.map((p) => ({
          value: p,
          label: t(PROFILE_LABELS[p]),
          hint: t(PROFILE_HINTS[p]),
        }))}
      />
      <Button type="submit" fullWidth>
        {t('register.continue')}
      </Button>
    </FormStack>
  );
}
