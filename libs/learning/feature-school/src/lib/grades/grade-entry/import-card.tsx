import { useId, useState } from 'react';
import { useFormatters, useTranslation, type TranslationKey } from '@kk/i18n';
import {
  Alert,
  Button,
  FileDropzone,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  SectionNote,
  SectionTitle,
} from '@kk/ui-kit';
import { RowActions } from '../shared/grades.styles';
import type { ImportLine } from '../shared/massar-csv';
import type { UseGradeEntryResult } from './use-grade-entry';

/** Why an imported line is refused, in words. */
const REFUSALS: Record<NonNullable<ImportLine['error']>, TranslationKey> = {
  unknownCode: 'learning-grades:import.errors.unknownCode',
  gradeRange: 'learning-grades:import.errors.gradeRange',
  notANumber: 'learning-grades:import.errors.notANumber',
};

/** Largest import file: a class list is a few kilobytes. */
const MAX_SIZE = 1_000_000;

/**
 * The national import of a control's grades: a CSV file of the export's layout, its lines checked
 * (unknown Massar code, grade out of 0–20) in a preview, then its valid grades saved.
 */
export function ImportCard({ vm }: { vm: UseGradeEntryResult }) {
  const { t } = useTranslation('learning-grades');
  const { formatNumber } = useFormatters();
  const titleId = useId();
  const [unreadable, setUnreadable] = useState(false);
  const preview = vm.preview;
  const valid = preview?.lines.filter((l) => !l.error).length ?? 0;
  const refused = preview?.lines.filter((l) => l.error) ?? [];
  return (
    <SectionCard aria-labelledby={titleId} data-print="hide">
      <SectionTitle id={titleId}>{t('import.title')}</SectionTitle>
      <SectionNote>{t('import.intro')}</SectionNote>
      {!preview ? (
        <FileDropzone
          label={t('import.file')}
          buttonLabel={t('import.choose')}
          instructions={t('import.drop')}
          hint={t('import.hint')}
          accept=".csv,text/csv"
          maxSize={MAX_SIZE}
          error={unreadable ? t('import.unreadable') : undefined}
          onReject={() => setUnreadable(true)}
          onFiles={(files) => {
            const file = files[0];
            if (!file) return;
            file.text().then(
              (text) => {
                setUnreadable(false);
                vm.readImport(text);
              },
              () => setUnreadable(true),
            );
          }}
        />
      ) : (
        <>
          <Alert
            tone={refused.length > 0 ? 'warning' : 'info'}
            title={t('import.summary', { valid: formatNumber(valid), refused: formatNumber(refused.length) })}
          >
            {preview.column ? t('import.column', { column: preview.column }) : t('import.empty')}
          </Alert>
          {refused.length > 0 && (
            <RowList aria-label={t('import.refusedList')}>
              {refused.map((line) => (
                <Row key={line.line}>
                  <RowBody>
                    <RowTitle>
                      {t('import.line', { line: formatNumber(line.line) })} · <bdi>{line.massarCode || '–'}</bdi>
                    </RowTitle>
                    <RowMeta>{t(REFUSALS[line.error ?? 'unknownCode'])}</RowMeta>
                  </RowBody>
                </Row>
              ))}
            </RowList>
          )}
          <RowActions>
            <Button variant="ghost" onClick={vm.cancelImport} disabled={vm.saving}>
              {t('import.cancel')}
            </Button>
            <Button onClick={() => void vm.applyImport()} disabled={valid === 0 || vm.saving} loading={vm.saving}>
              {t('import.apply', { n: formatNumber(valid) })}
            </Button>
          </RowActions>
        </>
      )}
    </SectionCard>
  );
}
