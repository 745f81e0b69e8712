import { useState } from 'react';
import { Form } from 'react-final-form';
import type { ArticleType } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import {
  Button,
  DataTable,
  EmptyState,
  FormField,
  Page,
  QueryState,
  SectionCard,
  SectionTitle,
  TextField,
  useToast,
  type DataTableColumn,
} from '@kk/ui-kit';
import { FormStack } from '../packs/packs-page.styles';
import { actionsColumn } from '../shared/actions-column';
import { EditFormEnd, saveThenDone } from '../shared/edit-form';
import { NAME_TAKEN, useArticleTypes } from './use-article-types';

type Vm = ReturnType<typeof useArticleTypes>;

/** The name of a new type, or the new name of `type` (§5: name required; unique, said by the backend). */
function TypeForm({ vm, type, onDone }: { vm: Vm; type: ArticleType | null; onDone: (saved: string | null) => void }) {
  const { t } = useTranslation('shop-admin');
  const title = type ? t('types.renameTitle', { name: type.name }) : t('types.formTitle');
  return (
    <Form<{ name: string }>
      initialValues={{ name: type?.name ?? '' }}
      validate={(values) => (values.name?.trim() ? {} : { name: t('validation:nameRequired') })}
      onSubmit={saveThenDone(
        async (values) =>
          (await vm.save(values.name, type ?? undefined)) === NAME_TAKEN ? { name: t('types.nameTaken') } : undefined,
        onDone,
      )}
      render={({ handleSubmit }) => (
        <FormStack noValidate onSubmit={handleSubmit} aria-label={title}>
          <FormField name="name" component={TextField} label={t('types.name')} required />
          <EditFormEnd
            failedMessage={(cause) => t('types.saveFailed', { cause })}
            saveLabel={t('types.save')}
            cancelLabel={t('types.cancel')}
            onCancel={() => onDone(null)}
          />
        </FormStack>
      )}
    />
  );
}

/**
 * `/admin/types-articles`: the article types by name, each with the number of catalogue articles of
 * that type and Rename; New type. A name already used is refused on the field. Texts:
 * `shop-admin:types.*`.
 */
export function ArticleTypesPage() {
  const { t } = useTranslation('shop-admin');
  const toast = useToast();
  const vm = useArticleTypes();
  // The form shown: a new type, the type renamed, or none.
  const [editing, setEditing] = useState<ArticleType | 'new' | null>(null);
  const columns: DataTableColumn<ArticleType>[] = [
    { id: 'name', header: t('types.name'), cell: (type) => <bdi>{type.name}</bdi> },
    {
      id: 'count',
      header: t('types.count'),
      align: 'end',
      cell: (type) =>
        type.articles_count === undefined
          ? t('types.noCount')
          : t('types.articleCount', { count: type.articles_count }),
    },
    actionsColumn(t('types.actions'), (type) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={t('types.renameName', { name: type.name })}
        onClick={() => setEditing(type)}
      >
        {t('types.rename')}
      </Button>
    )),
  ];
  const renamed = editing !== null && editing !== 'new' ? editing : null;
  return (
    <Page
      title={t('types.title')}
      description={t('types.description')}
      actions={editing === null && <Button onClick={() => setEditing('new')}>{t('types.new')}</Button>}
    >
      {editing !== null && (
        <SectionCard aria-labelledby="types-form">
          <SectionTitle id="types-form">
            {renamed ? t('types.renameTitle', { name: renamed.name }) : t('types.formTitle')}
          </SectionTitle>
          <TypeForm
            // A new form for each type renamed: its own initial name.
            key={renamed?.id ?? 'new'}
            vm={vm}
            type={renamed}
            onDone={(saved) => {
              setEditing(null);
              if (saved) {
                toast.show({
                  title: renamed ? t('types.renamed', { name: saved }) : t('types.created', { name: saved }),
                  tone: 'success',
                });
              }
            }}
          />
        </SectionCard>
      )}
      <QueryState
        query={vm.query}
        errorMessage={t('types.loadError')}
        loadingLabel={t('types.loading')}
        isEmpty={(types) => types.length === 0}
        empty={<EmptyState title={t('types.empty')} description={t('types.emptyHint')} />}
      >
        {(types) => (
          <DataTable
            caption={t('types.caption')}
            columns={columns}
            rows={types}
            rowKey={(type) => type.id}
            isSelected={(type) => type.id === renamed?.id}
          />
        )}
      </QueryState>
    </Page>
  );
}
