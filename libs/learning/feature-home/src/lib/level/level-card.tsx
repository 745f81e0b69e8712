import { useId, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useChangeCurrentLevelMutation } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { currentLevelChanged, selectSessionUser, useAppDispatch, useAppSelector, useStoredLevels } from '@kk/session';
import { Button, FormField, Select } from '@kk/ui-kit';
import { useTranslatedValidate } from '../shared/form-fields';
import { currentLevelOf } from '../shared/learner';
import { LevelForm } from './level-card.styles';
import { InlineError, SectionCard, SectionNote, SectionTitle, SuccessNote } from '../shared/page.styles';

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
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const levels = useStoredLevels();
  const [changeCurrentLevel] = useChangeCurrentLevelMutation();
  const [savedLevel, setSavedLevel] = useState<string | null>(null);
  const current = currentLevelOf(user);
  const currentName = levels.find((level) => level.level_id === current)?.name;
  const validate = useTranslatedValidate((values: LevelValues) =>
    values.level_id ? {} : { level_id: 'validation:levelRequired' as const },
  );
  const nameOf = (id: number) => levels.find((level) => level.level_id === id)?.name ?? String(id);

  const submit = async ({ level_id }: LevelValues) => {
    setSavedLevel(null);
    try {
      const answer = await changeCurrentLevel(Number(level_id)).unwrap();
      dispatch(currentLevelChanged(answer.current_level));
      setSavedLevel(nameOf(answer.current_level));
    } catch {
      return { [FORM_ERROR]: 'failed' };
    }
    return undefined;
  };

  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('level.title')}</SectionTitle>
      <SectionNote>{currentName ? t('level.current', { level: currentName }) : t('level.choose')}</SectionNote>
      <Form<LevelValues>
        onSubmit={submit}
        initialValues={{ level_id: current ? String(current) : '' }}
        validate={validate}
      >
        {({ handleSubmit, submitting, submitError }) => (
          <>
            <LevelForm onSubmit={handleSubmit} noValidate>
              <FormField
                name="level_id"
                component={Select}
                label={t('level.label')}
                placeholder={t('level.placeholder')}
                options={levels.map((level) => ({ value: String(level.level_id), label: level.name }))}
                required
              />
              <Button type="submit" variant="secondary" loading={submitting}>
                {t('level.save')}
              </Button>
            </LevelForm>
            {submitError && (
              <InlineError role="alert">
                <p>{t('level.failed')}</p>
              </InlineError>
            )}
          </>
        )}
      </Form>
      {savedLevel && <SuccessNote role="status">{t('level.saved', { level: savedLevel })}</SuccessNote>}
    </SectionCard>
  );
}
