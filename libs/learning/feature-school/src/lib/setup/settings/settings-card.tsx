import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import { LANGUAGES } from '@kk/domain';
import { LANGUAGE_NAMES, useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  Checkbox,
  ConfirmDialog,
  FormField,
  FormSubmitError,
  SectionCard,
  SectionNote,
  SectionTitle,
  Select,
  TextField,
} from '@kk/ui-kit';
import { FieldPair, FormButtons, FormStack } from '../shared/editable-list.styles';
import { translateSubmission } from '../shared/server-errors';
import {
  MAX_PERIODICITY_WEEKS,
  PERIOD_COUNTS,
  SEANCE_MINUTES,
  useSchoolSettings,
  validateSettings,
  type SettingsValues,
} from './use-school-settings';

/** The names of the period counts offered. */
const PERIOD_LABELS: Readonly<Record<(typeof PERIOD_COUNTS)[number], TranslationKey>> = {
  2: 'learning-school:settings.periods.semesters',
  3: 'learning-school:settings.periods.trimesters',
};

/**
 * "Réglages": the school's settings (call 79) — periods of the year, default seance length and
 * periodicity (what a new seance starts with), absence notifications to parents and the language of
 * printed documents — saved with "Enregistrer les réglages"; "Rétablir les réglages par défaut"
 * (confirmed) resets them (call 80). The grade scale (§9: 20) is said, not edited.
 */
export function SettingsCard() {
  const { t } = useTranslation('learning-school');
  const { formatNumber } = useFormatters();
  const titleId = useId();
  const vm = useSchoolSettings();
  const [saved, setSaved] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const translate = (key: TranslationKey) => t(key);

  const submit = async (values: SettingsValues) => {
    setSaved(false);
    setResetDone(false);
    const errors = await vm.save(values);
    if (errors) return translateSubmission(errors, translate);
    setSaved(true);
    return undefined;
  };

  const confirmReset = async () => {
    await vm.reset();
    setResetting(false);
    setSaved(false);
    setResetDone(true);
  };

  if (!vm.school || !vm.initialValues) return null;
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('settings.formTitle')}</SectionTitle>
      <SectionNote>{t('settings.gradeScale', { max: formatNumber(vm.school.settings.grade_max) })}</SectionNote>
      <Form<SettingsValues>
        onSubmit={submit}
        initialValues={vm.initialValues}
        validate={(values) =>
          Object.fromEntries(Object.entries(validateSettings(values)).map(([k, key]) => [k, key && t(key)]))
        }
      >
        {({ handleSubmit, submitting, pristine }) => (
          <FormStack onSubmit={handleSubmit} noValidate aria-labelledby={titleId}>
            <FormField
              name="periods_count"
              component={Select}
              label={t('settings.periodsLabel')}
              options={PERIOD_COUNTS.map((n) => ({ value: String(n), label: t(PERIOD_LABELS[n]) }))}
              required
            />
            <FieldPair>
              <FormField
                name="seance_duration_minutes"
                component={TextField}
                label={t('settings.durationLabel')}
                hint={t('settings.durationHint', {
                  min: formatNumber(SEANCE_MINUTES.min),
                  max: formatNumber(SEANCE_MINUTES.max),
                })}
                inputMode="numeric"
                controlDir="ltr"
                required
              />
              <FormField
                name="periodicity_weeks"
                component={TextField}
                label={t('settings.periodicityLabel')}
                hint={t('settings.periodicityHint', { max: formatNumber(MAX_PERIODICITY_WEEKS) })}
                inputMode="numeric"
                controlDir="ltr"
                required
              />
            </FieldPair>
            <FormField
              name="language"
              component={Select}
              label={t('settings.languageLabel')}
              options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
              required
            />
            <FormField
              name="notify_absences"
              type="checkbox"
              component={Checkbox}
              label={t('settings.notifyLabel')}
              hint={t('settings.notifyHint')}
            />
            <FormSubmitError format={translate} />
            {saved && <Alert tone="success">{t('settings.saved')}</Alert>}
            {resetDone && <Alert tone="success">{t('settings.resetDone')}</Alert>}
            <FormButtons>
              <Button variant="secondary" onClick={() => setResetting(true)} disabled={submitting}>
                {t('settings.reset')}
              </Button>
              <Button type="submit" loading={submitting} disabled={submitting || pristine}>
                {t('settings.save')}
              </Button>
            </FormButtons>
          </FormStack>
        )}
      </Form>
      <ConfirmDialog
        open={resetting}
        title={t('settings.resetTitle')}
        description={t('settings.resetWarning')}
        cancelLabel={t('list.keep')}
        confirmLabel={t('settings.resetConfirm')}
        failedMessage={t('settings.resetFailed')}
        closeLabel={t('list.close')}
        onConfirm={confirmReset}
        onClose={() => setResetting(false)}
      />
    </SectionCard>
  );
}
