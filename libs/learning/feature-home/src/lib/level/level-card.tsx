import { useId } from 'react';
import { useTranslation, type TranslationKey, useTranslatedValidate } from '@kk/i18n';
import { Alert, FormField, SectionCard, SectionNote, SectionTitle, Select, submitError } from '@kk/ui-kit';
import { OneFieldForm } from '../shared/one-field-form';
import { useLevelChoice } from './use-level-choice';

interface LevelValues {
  level_id?: string;
}

/**
 * The learner's current level (§4 `current_level`) and a way to change it (`change_current_level`):
 * the answer is stored in the session user, and the level's tasks, challenges and exams reload.
 * Shown on the dashboard while no level is set, and on the profile.
 */
export function LevelCard() {
  const { t } = useTranslation('learning-home');
  const titleId = useId();
  const { options, currentLevelId, currentLevelName, savedLevelName, saveLevel } = useLevelChoice();
  const validate = useTranslatedValidate((values: LevelValues) =>
    values.level_id ? {} : { level_id: 'validation:levelRequired' as const },
  );

  const submit = async ({ level_id }: LevelValues) => {
    try {
      await saveLevel(Number(level_id));
    } catch (error) {
      return submitError<TranslationKey>('learning-home:level.failed', error);
    }
    return undefined;
  };

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('level.title')}</SectionTitle>
      <SectionNote>
        {currentLevelName ? t('level.current', { level: currentLevelName }) : t('level.choose')}
      </SectionNote>
      <OneFieldForm<LevelValues>
        onSubmit={submit}
        initialValues={{ level_id: currentLevelId ? String(currentLevelId) : '' }}
        validate={validate}
        submitLabel={t('level.save')}
        submitVariant="secondary"
      >
        <FormField
          name="level_id"
          component={Select}
          label={t('level.label')}
          placeholder={t('level.placeholder')}
          options={options}
          required
        />
      </OneFieldForm>
      {savedLevelName && <Alert tone="success">{t('level.saved', { level: savedLevelName })}</Alert>}
    </SectionCard>
  );
}
