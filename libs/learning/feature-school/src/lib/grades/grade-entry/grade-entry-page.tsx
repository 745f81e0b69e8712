import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@kk/i18n';
import { Alert, Button, Page, SectionCard, SectionNote, SectionTitle, TextField } from '@kk/ui-kit';
import { DetailState } from '../shared/detail-state';
import { FigureList } from '../shared/figure-list';
import { useGradeFormat } from '../shared/grade-format';
import { useControlMeta } from '../shared/use-control-meta';
import type { GradesRole } from '../shared/use-grades-classes';
import { GradeLineItem, GradeSheet, SaveBar, StudentName } from './grade-entry.styles';
import { ImportCard } from './import-card';
import { useGradeEntry, type GradeLine, type UseGradeEntryResult } from './use-grade-entry';

const studentLabel = (line: GradeLine) => `${line.student.last_name} ${line.student.first_name}`;

/** The class's figures, live: average, lowest, highest, graded count. */
function LiveFigures({ vm, size }: { vm: UseGradeEntryResult; size: number }) {
  const { t } = useTranslation('learning-grades');
  const { grade, outOf } = useGradeFormat();
  return (
    <FigureList
      live
      figures={[
        { label: t('entry.average'), value: grade(vm.stats.average) },
        { label: t('entry.min'), value: grade(vm.stats.min) },
        { label: t('entry.max'), value: grade(vm.stats.max) },
        { label: t('entry.gradedCount'), value: outOf(vm.stats.graded, size) },
      ]}
    />
  );
}

/** The sheet: one grade field and one appreciation field per student; Enter and the arrows move between grades. */
function Sheet({ vm, lines }: { vm: UseGradeEntryResult; lines: GradeLine[] }) {
  const { t } = useTranslation('learning-grades');
  const fields = useRef(new Map<number, HTMLInputElement>());
  const move = (index: number, step: number) => {
    const next = lines[index + step];
    const input = next ? fields.current.get(next.student.id) : undefined;
    if (!input) return false;
    input.focus();
    input.select();
    return true;
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      if (move(index, 1) || event.key === 'Enter') event.preventDefault();
    } else if (event.key === 'ArrowUp') {
      if (move(index, -1)) event.preventDefault();
    }
  };
  const errorOf = (line: GradeLine) =>
    line.input.kind !== 'invalid'
      ? undefined
      : line.input.reason === 'out-of-range'
        ? t('errors.gradeRange')
        : t('form.notANumber');
  return (
    <GradeSheet>
      {lines.map((line, index) => {
        const name = studentLabel(line);
        return (
          <GradeLineItem key={line.student.id} data-changed={line.changed || undefined}>
            <StudentName>
              <bdi>{name}</bdi>
            </StudentName>
            <TextField
              ref={(input) => {
                if (input) fields.current.set(line.student.id, input);
                else fields.current.delete(line.student.id);
              }}
              label={t('entry.gradeOf', { name })}
              hideLabel
              placeholder={t('entry.gradePlaceholder')}
              value={line.draft.grade}
              onChange={(e) => vm.setGrade(line.student.id, e.target.value)}
              onKeyDown={onKeyDown(index)}
              error={errorOf(line) ?? (line.failed ? t('entry.lineFailed') : undefined)}
              inputMode="decimal"
              autoComplete="off"
              controlDir="ltr"
              maxLength={6}
            />
            <TextField
              label={t('entry.commentOf', { name })}
              hideLabel
              placeholder={t('entry.commentPlaceholder')}
              value={line.draft.comment}
              onChange={(e) => vm.setComment(line.student.id, e.target.value)}
              maxLength={200}
            />
          </GradeLineItem>
        );
      })}
    </GradeSheet>
  );
}

/** What the last save did. */
function Outcome({ vm }: { vm: UseGradeEntryResult }) {
  const { t } = useTranslation('learning-grades');
  const { outcome } = vm;
  if (!outcome) return null;
  if (outcome.failed.length > 0)
    return (
      <Alert tone="danger" title={t('entry.failedTitle', { n: outcome.failed.length })}>
        {t('entry.failedNames', {
          names: outcome.failed.map((s) => `\u2068${s.last_name} ${s.first_name}\u2069`).join(', '),
        })}
      </Alert>
    );
  return (
    <Alert tone={outcome.invalid > 0 ? 'warning' : 'success'}>
      {t('entry.saved', { n: outcome.saved })}
      {outcome.invalid > 0 && ` ${t('entry.invalidKept', { n: outcome.invalid })}`}
    </Alert>
  );
}

/** One control's grade sheet, for a professor or the administrator (see the exported page). */
function GradeEntry({ role }: { role: GradesRole }) {
  const { t } = useTranslation('learning-grades');
  const controlMeta = useControlMeta();
  const vm = useGradeEntry(role);
  const titleId = useId();
  const back = `/${role === 'admin' ? 'ecole' : 'professeur'}/notes`;
  const search = vm.params.toString();
  const control = vm.control;
  return (
    <Page title={control ? control.title : t('entry.title')} description={control ? controlMeta(control) : undefined}>
      <DetailState
        query={vm.query}
        errorMessage={t('entry.loadError')}
        notFound={{ title: t('entry.notFoundTitle'), description: t('entry.notFoundDescription') }}
        back={{ to: search ? `${back}?${search}` : back, label: t('entry.back') }}
      >
        {(lines) => (
          <>
            <SectionCard aria-label={t('entry.figures')}>
              <LiveFigures vm={vm} size={lines.length} />
              {vm.competencies.length > 0 && (
                <SectionNote>
                  {t('entry.competencies', { list: vm.competencies.map((c) => `${c.code} ${c.name}`).join(' · ') })}
                </SectionNote>
              )}
            </SectionCard>
            <SectionCard aria-labelledby={titleId}>
              <SectionTitle id={titleId}>{t('entry.sheetTitle')}</SectionTitle>
              <SectionNote>{t('entry.keyboardHint')}</SectionNote>
              <Sheet vm={vm} lines={lines} />
              <SaveBar>
                <Outcome vm={vm} />
                <Button onClick={() => void vm.save()} loading={vm.saving} disabled={vm.saving}>
                  {t('entry.save')}
                </Button>
              </SaveBar>
            </SectionCard>
            <ImportCard vm={vm} />
          </>
        )}
      </DetailState>
    </Page>
  );
}

/**
 * `/professeur/notes/:controlId`: a control's grade sheet: the class by name, a grade (0–20, comma
 * accepted, empty = not graded) and an optional appreciation per student; Enter and the arrows move
 * to the next student; average, lowest and highest live; "Enregistrer les notes" (call 91 per
 * changed line). Texts: `learning-grades:entry.*`.
 */
export function ProfessorGradeEntryPage() {
  return <GradeEntry role="professor" />;
}

/** `/ecole/notes/:controlId`: the same grade sheet for the administrator. */
export function SchoolGradeEntryPage() {
  return <GradeEntry role="admin" />;
}
