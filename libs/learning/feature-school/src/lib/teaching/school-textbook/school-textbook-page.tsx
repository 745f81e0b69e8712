import { useState } from 'react';
import { useFormatters, useTranslation } from '@kk/i18n';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  EmptyState,
  Page,
  QueryState,
  Row,
  RowBody,
  RowList,
  RowMeta,
  RowTitle,
  SectionCard,
  Select,
  useDescribeError,
} from '@kk/ui-kit';
import { useSchoolTextbook } from './use-school-textbook';

/**
 * `/ecole/cahier-de-textes`: the administrator reviews a class's textbook (`?classe=`), newest
 * first, by default only the entries awaiting validation (`?a-valider=0` shows every entry): date,
 * subject, professor, what was done and the homework, then "Valider". A failed validation says so
 * and the entry stays to validate.
 */
export function SchoolTextbookPage() {
  const { t } = useTranslation('learning-teaching');
  const { formatDate } = useFormatters();
  const vm = useSchoolTextbook();
  const [failed, setFailed] = useState<string | null>(null);
  const describe = useDescribeError();

  return (
    <Page title={t('review.title')} description={t('review.intro')}>
      {vm.classes.length > 0 && (
        <Select
          label={t('review.class')}
          value={String(vm.classId ?? '')}
          onChange={(event) => vm.chooseClass(Number(event.target.value))}
          options={vm.classes.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      )}
      <Checkbox
        label={t('review.pendingOnly', { count: vm.pendingCount })}
        checked={vm.pendingOnly}
        onChange={(event) => vm.showPendingOnly(event.target.checked)}
      />
      {failed && <Alert tone="danger">{failed}</Alert>}
      <QueryState
        query={vm.query}
        errorMessage={t('review.loadError')}
        isEmpty={(entries) => entries.length === 0}
        empty={<EmptyState title={t(vm.pendingOnly ? 'review.nothingPending' : 'review.empty')} />}
      >
        {(entries) => (
          <SectionCard aria-label={t('review.entries')}>
            <RowList>
              {entries.map((entry) => (
                <Row key={entry.id}>
                  <RowBody>
                    <RowTitle>
                      {formatDate(entry.date, 'long')} · <bdi>{entry.subject_name}</bdi> · <bdi>{entry.title}</bdi>
                    </RowTitle>
                    <RowMeta>{t('review.by', { name: entry.professor_name })}</RowMeta>
                    {entry.content && (
                      <RowMeta>
                        <bdi>{entry.content}</bdi>
                      </RowMeta>
                    )}
                    {entry.homework && (
                      <RowMeta>
                        {t('textbook.homework')} <bdi>{entry.homework}</bdi>
                      </RowMeta>
                    )}
                  </RowBody>
                  {entry.validated ? (
                    <Badge tone="success">{t('textbook.state.validated')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      loading={vm.validating === entry.id}
                      disabled={vm.validating !== null && vm.validating !== entry.id}
                      aria-label={t('review.validateEntry', { title: entry.title, subject: entry.subject_name })}
                      onClick={() => {
                        setFailed(null);
                        vm.validate(entry.id).catch((error: unknown) =>
                          setFailed(
                            [t('review.failed', { title: entry.title }), describe(error)].filter(Boolean).join(' '),
                          ),
                        );
                      }}
                    >
                      {t('review.validate')}
                    </Button>
                  )}
                </Row>
              ))}
            </RowList>
          </SectionCard>
        )}
      </QueryState>
    </Page>
  );
}
