import { Fragment, useState } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError, useGetArticlesQuery } from '@kk/api-clients';
import { levelName, subjectName, type SupplyLine } from '@kk/domain';
import { useReferenceLists } from '@kk/session';
import { useLanguage, useTranslation, type TranslationKey } from '@kk/i18n';
import { displayPhone } from '@kk/shop-ui';
import {
  BackLink,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  FormField,
  Page,
  QueryState,
  SectionCard,
  SectionNote,
  SectionTitle,
  Select,
  useToast,
  type DataTableColumn,
} from '@kk/ui-kit';
import { Facts } from '../school-review/school-review-page.styles';
import { FormStack, LineFields } from '../packs/packs-page.styles';
import { AmountField } from '../shared/amount-field';
import { actionsColumn } from '../shared/actions-column';
import { PickerSearchBox } from '../shared/picker-search-box';
import { submitWrite, WriteFailedMessage } from '../shared/edit-form';
import { SupplyLineQuantity } from './supply-line-quantity';
import { useAdminSchool } from './use-admin-schools';

/** Values of the new supply line: the article picked and its quantity, as typed. */
interface LineValues {
  article_id: string;
  quantity: string;
}

/** §5: an article, and a whole quantity of at least 1. */
function validateLine(values: Partial<LineValues>): Partial<Record<keyof LineValues, TranslationKey>> {
  const errors: Partial<Record<keyof LineValues, TranslationKey>> = {};
  if (!values.article_id) errors.article_id = 'shop-admin:school.articleRequired';
  const quantity = Number(values.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) errors.quantity = 'validation:quantityMin';
  return errors;
}

/** Add a line to the level's supply list: an article of the catalogue (search) and its quantity. */
function SupplyLineForm({ onAdd }: { onAdd: (articleId: number, quantity: number) => Promise<void> }) {
  const { t } = useTranslation('shop-admin');
  const [search, setSearch] = useState('');
  const articles = useGetArticlesQuery({ name: search || undefined });
  return (
    <FormStack as="div">
      <PickerSearchBox
        label={t('school.articleSearch')}
        placeholder={t('packs.articleSearchPlaceholder')}
        onSearch={(term) => setSearch(term.trim())}
      />
      <Form<LineValues>
        initialValues={{ article_id: '', quantity: '1' }}
        validate={(values) =>
          Object.fromEntries(Object.entries(validateLine(values)).map(([k, v]) => [k, t(v as TranslationKey)]))
        }
        onSubmit={submitWrite(async (values, form) => {
          await onAdd(Number(values.article_id), Number(values.quantity));
          setTimeout(() => form.restart({ article_id: '', quantity: '1' }));
        })}
        render={({ handleSubmit, submitting }) => (
          <FormStack noValidate onSubmit={handleSubmit} aria-label={t('school.addTitle')}>
            <LineFields>
              <FormField
                name="article_id"
                component={Select}
                label={t('school.article')}
                placeholder={t('school.articlePlaceholder')}
                required
                options={(articles.data ?? []).slice(0, 30).map((a) => ({ value: String(a.id), label: a.name }))}
              />
              <AmountField name="quantity" amount="quantity" />
            </LineFields>
            <WriteFailedMessage message={(cause) => t('school.addFailed', { cause })} />
            <div>
              <Button type="submit" loading={submitting}>
                {t('school.add')}
              </Button>
            </div>
          </FormStack>
        )}
      />
    </FormStack>
  );
}

/**
 * `/admin/ecoles/:school_id`: a school with its details, its levels by cycle, and the supply list of
 * a level (article, subject, quantity changed in place, Remove confirmed) with a form to add a line
 * (`createSupplyLine`, `updateSupplyLine`, `deleteSupplyLine`). Texts:
 * `shop-admin:school.*`.
 */
export function AdminSchoolPage() {
  const { t } = useTranslation('shop-admin');
  const { language } = useLanguage();
  const toast = useToast();
  const id = Number(useParams()['school_id']);
  const vm = useAdminSchool(id);
  const [toRemove, setToRemove] = useState<SupplyLine | null>(null);
  const { subjects } = useReferenceLists();
  const subjectOf = (line: SupplyLine) =>
    line.subject_id === null
      ? (line.article.subject ?? '')
      : subjectName(
          subjects.find((s) => s.subject_id === line.subject_id),
          language,
        );
  // An article may be listed twice (for two subjects): its subject then tells the lines apart.
  const lineName = (line: SupplyLine, lines: readonly SupplyLine[]) => {
    const twice = lines.filter((l) => l.article.name === line.article.name).length > 1;
    const subject = subjectOf(line);
    return twice && subject ? `${line.article.name} (${subject})` : line.article.name;
  };
  const columns = (lines: readonly SupplyLine[]): DataTableColumn<SupplyLine>[] => [
    { id: 'article', header: t('school.article'), cell: (l) => <bdi>{l.article.name}</bdi> },
    { id: 'subject', header: t('school.subject'), cell: subjectOf },
    {
      id: 'quantity',
      header: t('school.quantity'),
      align: 'end',
      cell: (l) => (
        <SupplyLineQuantity key={`${l.id}-${l.quantity}`} line={l} name={lineName(l, lines)} onSave={vm.setQuantity} />
      ),
    },
    actionsColumn(t('school.actions'), (l) => (
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('school.removeName', { name: lineName(l, lines) })}
        onClick={() => setToRemove(l)}
      >
        {t('school.remove')}
      </Button>
    )),
  ];
  return (
    <Page title={vm.school.data?.name ?? t('school.title')}>
      <BackLink as={RouterLink} to="/admin/ecoles">
        {t('school.back')}
      </BackLink>
      <QueryState
        query={vm.school}
        errorMessage={t('school.loadError')}
        loadingLabel={t('school.loading')}
        isNotFound={(error) => isApiError(error) && error.kind === 'http' && error.status === 404}
        notFound={<EmptyState title={t('school.notFound')} />}
      >
        {(school) => (
          <>
            <SectionCard aria-labelledby="school-details">
              <SectionTitle id="school-details">{t('school.details')}</SectionTitle>
              <Facts>
                <dt>{t('school.address')}</dt>
                <dd>
                  <bdi>{school.address || t('school.unknown')}</bdi>
                </dd>
                <dt>{t('school.phone')}</dt>
                <dd>
                  <bdi dir="ltr">{displayPhone(school.phone_number) || t('school.unknown')}</bdi>
                </dd>
                {vm.groups.map(({ group, levels }) => (
                  <Fragment key={group.id}>
                    <dt>{group.name}</dt>
                    <dd>{levels.map((l) => levelName(l, language)).join(' · ')}</dd>
                  </Fragment>
                ))}
              </Facts>
            </SectionCard>
            <SectionCard aria-labelledby="school-supplies">
              <SectionTitle id="school-supplies">{t('school.supplies')}</SectionTitle>
              <Select
                label={t('school.level')}
                value={vm.levelId === null ? '' : String(vm.levelId)}
                onChange={(event) => vm.setLevelId(Number(event.target.value))}
                options={vm.taught.map((l) => ({ value: String(l.level_id), label: levelName(l, language) }))}
              />
              <QueryState
                query={vm.lines}
                errorMessage={t('school.suppliesError')}
                loadingLabel={t('school.suppliesLoading')}
                isEmpty={(lines) => lines.length === 0}
                empty={<SectionNote>{t('school.suppliesEmpty')}</SectionNote>}
              >
                {(lines) => (
                  <DataTable
                    caption={t('school.suppliesCaption')}
                    columns={columns(lines)}
                    rows={lines}
                    rowKey={(l) => l.id}
                  />
                )}
              </QueryState>
              <SectionTitle as="h3">{t('school.addTitle')}</SectionTitle>
              <SupplyLineForm onAdd={vm.addLine} />
            </SectionCard>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={toRemove !== null}
        title={t('school.removeTitle', { name: toRemove?.article.name ?? '' })}
        description={t('school.removeDescription')}
        cancelLabel={t('school.removeKeep')}
        confirmLabel={t('school.removeConfirm')}
        failedMessage={t('school.removeFailed')}
        busy={vm.removing}
        onConfirm={async () => {
          if (!toRemove) return;
          await vm.removeLine(toRemove);
          toast.show({ title: t('school.removed', { name: toRemove.article.name }), tone: 'success' });
          setToRemove(null);
        }}
        onClose={() => setToRemove(null)}
      />
    </Page>
  );
}
