import { useState } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import { SEARCH_DELAY_MS, type Article } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  FormField,
  FormSubmitError,
  Page,
  Pagination,
  Price,
  QueryState,
  SearchBox,
  SectionCard,
  SectionTitle,
  Select,
  submitError,
  TextField,
  useDescribeError,
  type DataTableColumn,
} from '@kk/ui-kit';
import { Actions, FormStack, LineCard, LineFields, LineHead, Lines, Pickers } from '../packs/packs-page.styles';
import { EMPTY_ARTICLE, translateArticleErrors, validateArticle, type ArticleValues } from './article-values';
import { useAdminArticles } from './use-admin-articles';

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
                <FormField
                  name={`brands[${index}].price`}
                  component={TextField}
                  label={t('packs.price')}
                  inputMode="decimal"
                  controlDir="ltr"
                  required
                />
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

/** A failed write, kept as the form's submit error. */
interface Failure {
  error: unknown;
}

/** The new article: name, type, brands with their prices (§5 messages). */
function ArticleForm({ vm, onDone }: { vm: Vm; onDone: (name: string | null) => void }) {
  const { t } = useTranslation('shop-admin');
  const describeError = useDescribeError();
  return (
    <Form<ArticleValues>
      initialValues={EMPTY_ARTICLE}
      validate={(values) => translateArticleErrors(validateArticle(values), (key) => t(key)) as never}
      onSubmit={async (values) => {
        try {
          await vm.create(values);
        } catch (error) {
          return submitError<Failure>({ error });
        }
        onDone(values.name.trim());
        return undefined;
      }}
      render={({ handleSubmit, submitting }) => (
        <FormStack noValidate onSubmit={handleSubmit} aria-label={t('articles.formTitle')}>
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
          <FormSubmitError<Failure>
            format={({ error }) => t('articles.createFailed', { cause: describeError(error) ?? '' })}
          />
          <Actions>
            <Button type="submit" loading={submitting}>
              {t('articles.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => onDone(null)}>
              {t('packs.cancel')}
            </Button>
          </Actions>
        </FormStack>
      )}
    />
  );
}

/**
 * `/admin/articles`: the article catalogue, by name, searchable and filtered by type, 20 a page,
 * with each article's brands and prices; New article: name, type, brands and unit prices in Dhs
 * (`createArticle`). Texts: `shop-admin:articles.*`.
 */
export function AdminArticlesPage() {
  const { t } = useTranslation('shop-admin');
  const vm = useAdminArticles();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const columns: DataTableColumn<Article>[] = [
    { id: 'name', header: t('articles.name'), cell: (a) => <bdi>{a.name}</bdi> },
    { id: 'type', header: t('articles.type'), cell: (a) => vm.typeName(a.type_id) },
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
  ];
  return (
    <Page
      title={t('articles.title')}
      description={t('articles.description')}
      actions={
        !creating && (
          <Button
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {t('articles.new')}
          </Button>
        )
      }
    >
      {created && (
        <Alert tone="success" live="polite">
          {t('articles.created', { name: created })}
        </Alert>
      )}
      {creating && (
        <SectionCard aria-labelledby="articles-new">
          <SectionTitle id="articles-new">{t('articles.formTitle')}</SectionTitle>
          <ArticleForm
            vm={vm}
            onDone={(name) => {
              setCreating(false);
              setCreated(name);
            }}
          />
        </SectionCard>
      )}
      <Pickers>
        <SearchBox
          label={t('articles.search')}
          placeholder={t('packs.articleSearchPlaceholder')}
          clearLabel={t('packs.clearSearch')}
          showLabel
          delay={SEARCH_DELAY_MS}
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
          <>
            <DataTable caption={t('articles.caption')} columns={columns} rows={vm.pageItems} rowKey={(a) => a.id} />
            {vm.pageCount > 1 && (
              <Pagination
                page={vm.page}
                pageCount={vm.pageCount}
                onPageChange={vm.setPage}
                label={t('articles.pages')}
                previousLabel={t('orders.previous')}
                nextLabel={t('orders.next')}
                pageLabel={(page) => t('orders.page', { page })}
              />
            )}
          </>
        )}
      </QueryState>
    </Page>
  );
}
