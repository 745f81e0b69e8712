import { useMemo } from 'react';
import { Form, useFormState } from 'react-final-form';
import type { Holiday, SchoolClass, Classroom, SchoolProfessor, SchoolSubject, UpdateScope } from '@kk/domain';
import { translateErrors, useTranslatedValidate, useTranslation } from '@kk/i18n';
import {
  Alert,
  Button,
  DateField,
  FormField,
  FormSubmitError,
  Modal,
  RadioGroup,
  Select,
  TextField,
  type SelectOption,
  isValidDate,
  parseDate,
} from '@kk/ui-kit';
import { validateSeance, type SeanceFormErrors, type SeanceFormValues } from './seance-form-values';
import { DAY_KEYS, ISO_DATE, isoDate, SCOPE_TEXTS, weekdayOf } from './week';
import { FormGrid, FormWide, ModalActions } from './timetable.styles';

/** Start and end times offered: every quarter of an hour from 07:00 to 20:00. */
const TIMES = Array.from({ length: 13 * 4 + 1 }, (_, i) => {
  const minutes = 7 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}).map((time) => ({ value: time, label: time }));

/** ISO date in the form's values; the box shows and takes DD/MM/YYYY. */
const formatDate = (value: unknown) =>
  typeof value === 'string' && ISO_DATE.test(value)
    ? value.split('-').reverse().join('/')
    : typeof value === 'string'
      ? value
      : '';
const parseTyped = (value: string) => {
  const date = isValidDate(value) ? parseDate(value) : null;
  return date ? isoDate(date) : value;
};

/** The lists the form offers. */
export interface SeanceFormLists {
  classes: readonly SchoolClass[];
  subjects: readonly SchoolSubject[];
  professors: readonly SchoolProfessor[];
  classrooms: readonly Classroom[];
  holidays: readonly Holiday[];
}

/** Props of SeanceForm. */
export interface SeanceFormProps {
  /** The modal is shown. */
  open: boolean;
  /** Adding a seance, or changing one (with the scope chosen in its details). */
  mode: { kind: 'add' } | { kind: 'edit'; scope: UpdateScope };
  /** Starting values. */
  initialValues: SeanceFormValues;
  /** The lists of the selects. */
  lists: SeanceFormLists;
  /** Saves; answers the errors (translation keys) of a refusal, nothing on success. */
  onSubmit: (values: SeanceFormValues) => Promise<SeanceFormErrors | undefined>;
  /** Closes the modal (cancel, or after a success). */
  onClose: () => void;
}

/** A required choice of the form (a select that starts on "Choisir…"). */
function Choice({ name, label, options }: { name: string; label: string; options: readonly SelectOption[] }) {
  const { t } = useTranslation('learning-timetable');
  return (
    <FormField name={name} component={Select} label={label} placeholder={t('form.choose')} options={options} required />
  );
}

/** The weekday the chosen date gives the seance (the series repeats on it). */
function WeekdayHint() {
  const { t } = useTranslation('learning-timetable');
  const { values } = useFormState<SeanceFormValues>({ subscription: { values: true } });
  const day = values.date && ISO_DATE.test(values.date) ? weekdayOf(values.date) : null;
  return day !== null && day <= 6 && values.type === 'normal' ? (
    <Alert tone="info">{t('form.weekday', { day: t(DAY_KEYS[day - 1]).toLowerCase() })}</Alert>
  ) : null;
}

/** The subject select: the subjects of the chosen class's level first (all of them when it has none). */
function SubjectField({ lists }: { lists: SeanceFormLists }) {
  const { t } = useTranslation('learning-timetable');
  const { values } = useFormState<SeanceFormValues>({ subscription: { values: true } });
  const level = lists.classes.find((c) => String(c.id) === values.class_id)?.level_id;
  const ofLevel = lists.subjects.filter((s) => level !== undefined && s.level_ids.includes(level));
  const shown = ofLevel.length > 0 ? ofLevel : lists.subjects;
  return (
    <Choice
      name="subject_id"
      label={t('form.subject')}
      options={shown.map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

/**
 * The seance form in a modal ("Ajouter une séance" / "Modifier la séance"): type (Normale,
 * Rattrapage), class, subject, professor, classroom, date (its weekday is the series'), start and
 * end, periodicity in weeks for a normal seance. Checked before sending (§5 messages); a refusal of
 * the server shows on its field and above the buttons, keeping what was typed.
 */
export function SeanceForm({ open, mode, initialValues, lists, onSubmit, onClose }: SeanceFormProps) {
  const { t } = useTranslation('learning-timetable');
  const validate = useTranslatedValidate((values: SeanceFormValues) => validateSeance(values, lists.holidays));
  const submit = async (values: SeanceFormValues) => {
    const errors = await onSubmit(values);
    if (!errors) {
      onClose();
      return undefined;
    }
    return translateErrors(errors, t);
  };
  const classOptions = useMemo(() => lists.classes.map((c) => ({ value: String(c.id), label: c.name })), [lists]);
  const professorOptions = useMemo(
    () => lists.professors.map((p) => ({ value: String(p.id), label: p.name })),
    [lists],
  );
  const roomOptions = useMemo(
    () => [
      { value: '', label: t('form.noClassroom') },
      ...lists.classrooms.map((r) => ({ value: String(r.id), label: r.name })),
    ],
    [lists, t],
  );
  const title = mode.kind === 'add' ? t('form.addTitle') : t('form.editTitle');
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <Form<SeanceFormValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <FormGrid>
              {mode.kind === 'edit' && (
                <FormWide>
                  <Alert tone="info">{t('form.scope', { scope: t(SCOPE_TEXTS[mode.scope].name) })}</Alert>
                </FormWide>
              )}
              <FormWide>
                <FormField
                  name="type"
                  component={RadioGroup}
                  legend={t('form.type')}
                  orientation="horizontal"
                  hint={values.type === 'catchup' ? t('form.catchupHint') : undefined}
                  options={[
                    { value: 'normal', label: t('form.normal') },
                    { value: 'catchup', label: t('form.catchup') },
                  ]}
                />
              </FormWide>
              <Choice name="class_id" label={t('form.class')} options={classOptions} />
              <SubjectField lists={lists} />
              <Choice name="professor_id" label={t('form.professor')} options={professorOptions} />
              <FormField name="classroom_id" component={Select} label={t('form.classroom')} options={roomOptions} />
              <FormField
                name="date"
                component={DateField}
                label={t('form.date')}
                placeholder={t('form.dateHint')}
                format={formatDate}
                parse={parseTyped}
                disabled={mode.kind === 'edit'}
                required
              />
              {values.type === 'normal' ? (
                <FormField
                  name="periodicity_weeks"
                  component={TextField}
                  type="number"
                  min={1}
                  inputMode="numeric"
                  label={t('form.periodicity')}
                  hint={t('form.periodicityHint')}
                  required
                />
              ) : (
                <span />
              )}
              <Choice name="start_time" label={t('form.start')} options={TIMES} />
              <Choice name="end_time" label={t('form.end')} options={TIMES} />
              <FormWide>
                <WeekdayHint />
              </FormWide>
              <FormWide>
                <FormSubmitError />
              </FormWide>
            </FormGrid>
            <ModalActions>
              <Button variant="secondary" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={submitting} disabled={submitting}>
                {t('form.save')}
              </Button>
            </ModalActions>
          </form>
        )}
      </Form>
    </Modal>
  );
}
