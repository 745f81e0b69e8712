import { useId, useState } from 'react';
import { Form } from 'react-final-form';
import type { SchoolChapter, SchoolLesson } from '@kk/domain';
import { useTranslatedValidate, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  FormSubmitError,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionHead,
  SectionNote,
  SectionTitle,
  Select,
  TextField,
} from '@kk/ui-kit';
import { EntryActions, EntryForm } from '../teaching.styles';
import { CompetenciesCard } from './competencies-card';
import {
  useProgramme,
  validateChapter,
  validateLesson,
  type ChapterFormValues,
  type LessonFormValues,
} from './use-programme';

type Removal = { kind: 'chapter'; row: SchoolChapter } | { kind: 'lesson'; row: SchoolLesson };

/** The form that adds a lesson at the end of `chapter`: title and duration in minutes. */
function LessonForm({
  chapter,
  onAdd,
}: {
  chapter: SchoolChapter;
  onAdd: (chapter: SchoolChapter, values: LessonFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('learning-teaching');
  const validate = useTranslatedValidate(validateLesson);
  return (
    <Form<LessonFormValues>
      onSubmit={async (values, form) => {
        const failed = await onAdd(chapter, values);
        if (!failed) setTimeout(() => form.restart());
        return failed as never;
      }}
      validate={validate}
    >
      {({ handleSubmit, submitting }) => (
        <EntryForm onSubmit={handleSubmit} noValidate aria-label={t('programme.addLessonTo', { name: chapter.name })}>
          <FormField label={t('programme.lessonTitle')} name="title" component={TextField} required />
          <FormField
            label={t('programme.lessonDuration')}
            name="duration"
            component={TextField}
            inputMode="numeric"
            controlDir="ltr"
            required
          />
          <FormSubmitError format={(key: TranslationKey) => t(key)} />
          <EntryActions>
            <Button type="submit" size="sm" variant="secondary" loading={submitting}>
              {t('programme.addLesson')}
            </Button>
          </EntryActions>
        </EntryForm>
      )}
    </Form>
  );
}

/** A chapter: its lessons in order (each removable), the form for one more, and its own removal. */
function ChapterCard({
  chapter,
  onAddLesson,
  onRemove,
}: {
  chapter: SchoolChapter;
  onAddLesson: (chapter: SchoolChapter, values: LessonFormValues) => Promise<unknown>;
  onRemove: (removal: Removal) => void;
}) {
  const { t } = useTranslation('learning-teaching');
  const titleId = useId();
  const lessons = [...chapter.lessons].sort((a, b) => a.order - b.order);
  return (
    <SectionCard aria-labelledby={titleId}>
      <SectionHead>
        <SectionTitle id={titleId}>{t('programme.chapter', { order: chapter.order, name: chapter.name })}</SectionTitle>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('programme.deleteChapter', { name: chapter.name })}
          onClick={() => onRemove({ kind: 'chapter', row: chapter })}
        >
          {t('programme.delete')}
        </Button>
      </SectionHead>
      {lessons.length === 0 ? (
        <SectionNote>{t('programme.noLesson')}</SectionNote>
      ) : (
        <RowList aria-label={t('programme.lessonsOf', { name: chapter.name })}>
          {lessons.map((lesson) => (
            <Row key={lesson.id}>
              <RowBody>
                <RowTitle>{lesson.title}</RowTitle>
                <RowMeta>{t('programme.minutes', { count: lesson.duration_minutes })}</RowMeta>
              </RowBody>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('programme.deleteLesson', { name: lesson.title })}
                onClick={() => onRemove({ kind: 'lesson', row: lesson })}
              >
                {t('programme.delete')}
              </Button>
            </Row>
          ))}
        </RowList>
      )}
      <LessonForm chapter={chapter} onAdd={onAddLesson} />
    </SectionCard>
  );
}

/**
 * `/professeur/programme`: the programmes the professor teaches (one per level and subject, from
 * their timetable), the one shown (`?cours=`) with its chapters in order and their lessons; add a
 * chapter at the end, a lesson at the end of a chapter (title, duration at least 1 minute);
 * deleting a chapter (with its lessons) or a lesson asks first. Then the programme's competencies
 * (code and name; add, delete after a confirmation), which its controls assess.
 */
export function ProgrammePage() {
  const { t } = useTranslation('learning-teaching');
  const vm = useProgramme();
  const validate = useTranslatedValidate(validateChapter);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const name = removal ? (removal.kind === 'chapter' ? removal.row.name : removal.row.title) : '';

  return (
    <Page title={t('programme.title')} description={t('programme.intro')}>
      {vm.courses.length > 0 && (
        <Select
          label={t('programme.course')}
          value={vm.course?.key ?? ''}
          onChange={(event) => vm.choose(event.target.value)}
          options={vm.courses.map((c) => ({
            value: c.key,
            label: `${c.subject_name} — ${c.level_name}`,
          }))}
        />
      )}
      <QueryState
        query={vm.query}
        errorMessage={t('programme.loadError')}
        isEmpty={() => vm.courses.length === 0}
        empty={<EmptyState title={t('programme.noCourse')} description={t('programme.noCourseHint')} />}
      >
        {(chapters) => (
          <>
            {vm.course && (
              <SectionNote>{t('programme.classes', { classes: vm.course.classes.join(', ') })}</SectionNote>
            )}
            {chapters.length === 0 && (
              <EmptyState title={t('programme.empty')} description={t('programme.emptyHint')} />
            )}
            {chapters.map((chapter) => (
              <ChapterCard key={chapter.id} chapter={chapter} onAddLesson={vm.addLesson} onRemove={setRemoval} />
            ))}
            {vm.course && (
              <CompetenciesCard query={vm.competencies} onAdd={vm.addCompetency} onRemove={vm.removeCompetency} />
            )}
            <SectionCard aria-label={t('programme.newChapter')}>
              <SectionTitle>{t('programme.newChapter')}</SectionTitle>
              <Form<ChapterFormValues>
                onSubmit={async (values, form) => {
                  const failed = await vm.addChapter(values);
                  if (!failed) setTimeout(() => form.restart());
                  return failed;
                }}
                validate={validate}
              >
                {({ handleSubmit, submitting }) => (
                  <EntryForm onSubmit={handleSubmit} noValidate aria-label={t('programme.newChapter')}>
                    <FormField label={t('programme.chapterName')} name="name" component={TextField} required />
                    <FormSubmitError format={(key: TranslationKey) => t(key)} />
                    <EntryActions>
                      <Button type="submit" loading={submitting}>
                        {t('programme.addChapter')}
                      </Button>
                    </EntryActions>
                  </EntryForm>
                )}
              </Form>
            </SectionCard>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={removal !== null}
        title={t(removal?.kind === 'lesson' ? 'programme.confirmLesson' : 'programme.confirmChapter', { name })}
        description={t(
          removal?.kind === 'lesson' ? 'programme.confirmLessonDescription' : 'programme.confirmChapterDescription',
          { name },
        )}
        cancelLabel={t('programme.keep')}
        confirmLabel={t('programme.delete')}
        failedMessage={t('programme.deleteFailed', { name })}
        onConfirm={async () => {
          if (removal?.kind === 'chapter') await vm.removeChapter(removal.row.id);
          if (removal?.kind === 'lesson') await vm.removeLesson(removal.row.id);
          setRemoval(null);
        }}
        onClose={() => setRemoval(null)}
      />
    </Page>
  );
}
