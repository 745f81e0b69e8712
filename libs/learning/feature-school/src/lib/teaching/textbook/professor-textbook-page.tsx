import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import type { Seance } from '@kk/domain';
import { useFormatters, useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  FormSubmitError,
  Modal,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionTitle,
  TextArea,
  TextField,
} from '@kk/ui-kit';
import { WeekBar } from '../../timetable/week-bar';
import { EntryActions, EntryForm } from '../teaching.styles';
import {
  useProfessorTextbook,
  useSeanceEntry,
  validateTextbookForm,
  type EntryState,
  type TextbookFormValues,
} from './use-professor-textbook';

const STATE_LABELS: Record<EntryState, TranslationKey> = {
  missing: 'learning-teaching:textbook.state.missing',
  written: 'learning-teaching:textbook.state.written',
  validated: 'learning-teaching:textbook.state.validated',
};
const STATE_TONES = { missing: 'warning', written: 'info', validated: 'success' } as const;

/** A seance in a few words, the same in every language: subject · class · start time. */
const seanceName = (seance: Seance) =>
  [seance.subject_name, seance.class_name, seance.start_time.slice(0, 5)].join(' · ');

/** The form of a seance's entry, in a dialog: title, what was done, homework; delete after a confirmation. */
function EntryDialog({ seance, onClose }: { seance: Seance; onClose: () => void }) {
  const { t } = useTranslation('learning-teaching');
  const { entry, save, remove } = useSeanceEntry(seance);
  const validate = useTranslatedValidate(validateTextbookForm);
  const [confirming, setConfirming] = useState(false);
  const formId = useId();

  return (
    <>
      <Modal
        open={!confirming}
        onClose={onClose}
        title={t(entry ? 'textbook.form.editTitle' : 'textbook.form.addTitle')}
        description={seanceName(seance)}
      >
        <Form<TextbookFormValues>
          onSubmit={async (values) => {
            const failed = await save(values);
            if (!failed) onClose();
            return failed;
          }}
          validate={validate}
          initialValues={{ title: entry?.title, content: entry?.content, homework: entry?.homework ?? undefined }}
        >
          {({ handleSubmit, submitting }) => (
            <EntryForm id={formId} onSubmit={handleSubmit} noValidate aria-label={t('textbook.form.label')}>
              <FormField label={t('textbook.form.title')} name="title" component={TextField} required />
              <FormField label={t('textbook.form.content')} name="content" component={TextArea} rows={4} />
              <FormField
                label={t('textbook.form.homework')}
                hint={t('textbook.form.homeworkHint')}
                name="homework"
                component={TextArea}
                rows={2}
              />
              <FormSubmitError format={(key: TranslationKey) => t(key)} />
              <EntryActions>
                <Button type="submit" loading={submitting}>
                  {t('textbook.form.save')}
                </Button>
                <Button type="button" variant="secondary" onClick={onClose} disabled={submitting}>
                  {t('textbook.form.cancel')}
                </Button>
                {entry && (
                  <Button type="button" variant="ghost" onClick={() => setConfirming(true)} disabled={submitting}>
                    {t('textbook.form.delete')}
                  </Button>
                )}
              </EntryActions>
            </EntryForm>
          )}
        </Form>
      </Modal>
      <ConfirmDialog
        open={confirming}
        title={t('textbook.confirm.title')}
        description={t('textbook.confirm.description', { title: entry?.title ?? '' })}
        cancelLabel={t('textbook.confirm.keep')}
        confirmLabel={t('textbook.confirm.delete')}
        failedMessage={t('textbook.confirm.failed')}
        onConfirm={async () => {
          await remove();
          onClose();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** One seance of the week: time, subject, class; its entry's state, title and homework; write or edit it. */
function SeanceRow({ seance, onOpen }: { seance: Seance; onOpen: (seance: Seance) => void }) {
  const { t } = useTranslation('learning-teaching');
  const { entry, state, textbook } = useSeanceEntry(seance);
  const name = seanceName(seance);
  return (
    <Row>
      <RowBody>
        <RowTitle>
          <bdi>{seance.start_time.slice(0, 5)}</bdi> · <bdi>{seance.subject_name}</bdi> · <bdi>{seance.class_name}</bdi>
        </RowTitle>
        {entry && (
          <RowMeta>
            <bdi>{entry.title}</bdi>
          </RowMeta>
        )}
        {entry?.homework && (
          <RowMeta>
            {t('textbook.homework')} <bdi>{entry.homework}</bdi>
          </RowMeta>
        )}
        {textbook.isError && <RowMeta>{t('textbook.entryLoadError')}</RowMeta>}
      </RowBody>
      {!textbook.isError && !textbook.isLoading && <Badge tone={STATE_TONES[state]}>{t(STATE_LABELS[state])}</Badge>}
      <Button
        size="sm"
        variant={entry ? 'secondary' : 'primary'}
        onClick={() => onOpen(seance)}
        disabled={textbook.isLoading || textbook.isError}
        aria-label={t(entry ? 'textbook.editFor' : 'textbook.writeFor', { seance: name })}
      >
        {t(entry ? 'textbook.edit' : 'textbook.write')}
      </Button>
    </Row>
  );
}

/**
 * `/professeur/cahier-de-textes`: the professor's textbook, seance by seance (as Pronote's "Cahier
 * de textes" is filled from the timetable): the week's seances by day, each with its entry's state
 * (to write, written and awaiting the administration, validated); "Remplir" or "Modifier" opens
 * the entry's form (title required, what was done, homework); an entry can be deleted after a
 * confirmation. Other weeks through `?semaine=`.
 */
export function ProfessorTextbookPage() {
  const { t } = useTranslation('learning-teaching');
  const { formatDate } = useFormatters();
  const vm = useProfessorTextbook();
  const [open, setOpen] = useState<Seance | null>(null);

  return (
    <Page title={t('textbook.title')} description={t('textbook.intro')}>
      <WeekBar week={vm.week} />
      <QueryState
        query={vm.query}
        errorMessage={t('textbook.loadError')}
        isEmpty={() => vm.days.length === 0}
        empty={<EmptyState title={t('textbook.empty')} description={t('textbook.emptyHint')} />}
      >
        {() =>
          vm.days.map((day) => (
            <SectionCard key={day.date} aria-label={formatDate(day.date, 'full')}>
              <SectionTitle as="h2">{formatDate(day.date, 'full')}</SectionTitle>
              <RowList>
                {day.seances.map((seance) => (
                  <SeanceRow key={`${seance.id}-${seance.date}`} seance={seance} onOpen={setOpen} />
                ))}
              </RowList>
            </SectionCard>
          ))
        }
      </QueryState>
      {open && <EntryDialog seance={open} onClose={() => setOpen(null)} />}
    </Page>
  );
}
