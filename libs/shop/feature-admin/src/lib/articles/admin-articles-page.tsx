import { useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import type { Article } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  FormField,
  Page,
  Price,
  QueryState,
  SectionCard,
  SectionTitle,
  Select,
  TextField,
  useToast,
  type DataTableColumn,
} from '@kk/ui-kit';
import { FormStack, LineCard, LineFields, LineHead, Lines, Pickers } from '../packs/packs-page.styles';
import { AmountField } from '../shared/amount-field';
import { EditFormEnd, saveThenDone } from '../shared/edit-form';
import { PagedTable } from '../shared/paged-table';
import { PickerSearchBox } from '../shared/picker-search-box';
import { actionsColumn } from '../shared/actions-column';
import { EditDeleteActions } from '../shared/edit-delete-actions';
import {
  articleValuesOf,
  EMPTY_ARTICLE,
  translateArticleErrors,
  validateArticle,
  type ArticleValues,
} from './article-values';
import { useAdminArticles, type ArticleInUse } from './use-admin-articles';

type Vm = ReturnType<typeof useAdminArticles>;

/** The brands of the new article: a name and a unit price each; add or remove one. */
function BrandsField() {
  const { t } = useTranslation('shop-admin');
  const form = useForm<ArticleValues>();
  const { input } = useField<ArticleValues['brands']>('brands', { subscription: { value: true } });
  const brands = input.value || [];
  return (
    <>
      <Lines aria-label={t('articles.brands')}>
        {brands.map((_, index) => (
          <li key={index}>
            <LineCard aria-label={t('articles.brandNumber', { n: index + 1 })}>
              <LineHead>
                <span>{t('articles.brandNumber', { n: index + 1 })}</span>
                {brands.length > 1 && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      form.change(
                        'brands',
                        brands.filter((__, i) => i !== index),
                      )
                    }
                  >
                    {t('packs.remove')}
                  </Button>
                )}
              </LineHead>
              <LineFields>
                <FormField name={`brands[${index}].brand`} component={TextField} label={t('packs.brand')} required />
                <AmountField name={`brands[${index}].price`} amount="price" />
              </LineFields>
            </LineCard>
          </li>
        ))}
      </Lines>
      <div>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => form.change('brands', [...brands, { brand: '', price: '' }])}
        >
          {t('articles.addBrand')}
        </Button>
      </div>
    </>
  );
}

/** A new article, or the `article` edited: name, type, brands with their prices (§5 messages). */
function ArticleForm({
  vm,
  article,
  onDone,
}: {
  vm: Vm;
  article: Article | null;
  onDone: (name: string | null) => void;
}) {
  const { t } = useTranslation('shop-admin');
  return (
    <Form<ArticleValues>
      initialValues={article ? articleValuesOf(article) : EMPTY_ARTICLE}
      validate={(values) => translateArticleErrors(validateArticle(values), (key) => t(key)) as never}
      onSubmit={saveThenDone((values) => vm.save(values, article ?? undefined), onDone)}
      render={({ handleSubmit }) => (
        <FormStack
          noValidate
          onSubmit={handleSubmit}
          aria-label={article ? t('articles.editTitle', { name: article.name }) : t('articles.formTitle')}
        >
          <LineFields>
            <FormField name="name" component={TextField} label={t('articles.name')} required />
            <FormField
              name="type_id"
              component={Select}
              label={t('articles.type')}
              placeholder={t('articles.typePlaceholder')}
              required
              options={vm.types.map((type) => ({ value: String(type.id), label: type.name }))}
            />
          </LineFields>
          <BrandsField />
          <EditFormEnd
            failedMessage={(cause) => t('articles.createFailed', { cause })}
            saveLabel={t('articles.save')}
            cancelLabel={t('packs.cancel')}
            onCancel={() => onDone(null)}
          />
        </FormStack>
      )}
    />
  );
}

/** Why the article could not be deleted, in words. */
function inUseMessage(t: ReturnType<typeof useTranslation>['t'], name: string, inUse: ArticleInUse) {
  return t('articles.inUse', {
    name,
    packs: t('articles.inUsePacks', { count: inUse.packs }),
    lines: t('articles.inUseLines', { count: inUse.supply_lines }),
  });
}

/**
 * `/admin/articles`: the article catalogue, by name, searchable and filtered by type, 20 a page,
 * with each article's brands and prices; New article and Edit: name, type, brands and unit prices in
 * Dhs (`createArticle`, `updateArticle`); Delete, confirmed (`deleteArticle`), refused with the
 * reason while packs or supply lists use the article. Texts: `shop-admin:articles.*`.
 */
export function AdminArticlesPage() {
  const { t } = useTranslation('shop-admin');
  const toast = useToast();
  const vm = useAdminArticles();
  // The form shown: a new article, the article edited, or none.
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Article | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const columns: DataTableColumn<Article>[] = [
    { id: 'name', sortable: true, header: t('articles.name'), cell: (a) => <bdi>{a.name}</bdi> },
    { id: 'type', sortable: true, header: t('articles.type'), cell: (a) => vm.typeName(a.type_id) },
    {
      id: 'brands',
      header: t('articles.brands'),
      cell: (a) => (
        <span>
          {a.brands.map((b, i) => (
            <span key={b.brand}>
              {i > 0 && ' · '}
              <bdi>{b.brand}</bdi> <Price amount={b.price} size="sm" />
            </span>
          ))}
        </span>
      ),
    },
    actionsColumn(t('articles.actions'), (a) => (
      <EditDeleteActions
        name={a.name}
        onEdit={() => {
          setRefusal(null);
          setEditing(a);
        }}
        onDelete={() => {
          setRefusal(null);
          setToDelete(a);
        }}
      />
    )),
  ];
  return (
    <Page
      title={t('articles.title')}
      description={t('articles.description')}
      actions={
        editing === null && (
          <Button
            onClick={() => {
              setRefusal(null);
              setEditing('new');
            }}
          >
            {t('articles.new')}
          </Button>
        )
      }
    >
      {refusal && (
        <Alert tone="danger" live="assertive">
          {refusal}
        </Alert>
      )}
      {editing !== null && (
        <SectionCard aria-labelledby="articles-form">
          <SectionTitle id="articles-form">
            {edited ? t('articles.editTitle', { name: edited.name }) : t('articles.formTitle')}
          </SectionTitle>
          <ArticleForm
            // A new form for each article edited: its own initial values.
            key={edited?.id ?? 'new'}
            vm={vm}
            article={edited}
            onDone={(name) => {
              setEditing(null);
              if (name) {
                toast.show({
                  title: edited ? t('articles.updated', { name }) : t('articles.created', { name }),
                  tone: 'success',
                });
              }
            }}
          />
        </SectionCard>
      )}
      <Pickers>
        <PickerSearchBox
          label={t('articles.search')}
          placeholder={t('packs.articleSearchPlaceholder')}
          onSearch={vm.setSearch}
        />
        <Select
          label={t('articles.filter')}
          value={vm.typeId === null ? '' : String(vm.typeId)}
          onChange={(event) => vm.setTypeId(event.target.value ? Number(event.target.value) : null)}
          options={[
            { value: '', label: t('articles.allTypes') },
            ...vm.types.map((type) => ({ value: String(type.id), label: type.name })),
          ]}
        />
      </Pickers>
      <QueryState
        query={vm.query}
        errorMessage={t('articles.loadError')}
        loadingLabel={t('articles.loading')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('articles.empty')} description={t('articles.emptyHint')} />}
      >
        {() => (
          <PagedTable
            caption={t('articles.caption')}
            columns={columns}
            rows={vm.pageItems}
            rowKey={(a) => a.id}
            isSelected={(a) => a.id === edited?.id}
            page={vm.page}
            pageCount={vm.pageCount}
            onPageChange={vm.setPage}
            pagesLabel={t('articles.pages')}
            sort={vm.sort}
            onSort={vm.toggleSort}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('articles.deleteTitle', { name: toDelete?.name ?? '' })}
        description={t('articles.deleteDescription')}
        cancelLabel={t('articles.deleteKeep')}
        confirmLabel={t('articles.deleteConfirm')}
        failedMessage={t('articles.deleteFailed')}
        busy={vm.deleting}
        onConfirm={async () => {
          if (!toDelete) return;
          const inUse = await vm.remove(toDelete);
          if (inUse) setRefusal(inUseMessage(t, toDelete.name, inUse));
          else toast.show({ title: t('articles.deleted', { name: toDelete.name }), tone: 'success' });
          if (edited?.id === toDelete.id) setEditing(null);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
