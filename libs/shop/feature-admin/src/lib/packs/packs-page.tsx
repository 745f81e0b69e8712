import { useState } from 'react';
import { levelName, packTotal, type Pack } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import {
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  Page,
  Price,
  QueryState,
  SectionCard,
  SectionTitle,
  Select,
  useToast,
  type DataTableColumn,
} from '@kk/ui-kit';
import { PickerSearchBox } from '../shared/picker-search-box';
import { actionsColumn } from '../shared/actions-column';
import { EditDeleteActions } from '../shared/edit-delete-actions';
import { PackForm } from './pack-form';
import { ArticleResults, Chosen, Pickers } from './packs-page.styles';
import { useAdminPacks } from './use-admin-packs';

type Vm = ReturnType<typeof useAdminPacks>;

/** Pick the school: search the public list, choose one; once chosen, its name and Change. */
function SchoolPicker({ vm }: { vm: Vm }) {
  const { t } = useTranslation('shop-admin');
  const [changing, setChanging] = useState(false);
  if (vm.schoolId !== null && !changing) {
    return (
      <SectionCard aria-labelledby="packs-school">
        <SectionTitle id="packs-school">{t('packs.school')}</SectionTitle>
        <Chosen>
          <bdi>{vm.school.data ? `${vm.school.data.name} · ${vm.school.data.city}` : t('packs.schoolLoading')}</bdi>
          <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
            {t('packs.changeSchool')}
          </Button>
        </Chosen>
      </SectionCard>
    );
  }
  return (
    <SectionCard aria-labelledby="packs-school">
      <SectionTitle id="packs-school">{t('packs.school')}</SectionTitle>
      <PickerSearchBox
        label={t('packs.schoolSearch')}
        placeholder={t('packs.schoolSearchPlaceholder')}
        onSearch={vm.setSchoolSearch}
      />
      {vm.schoolSearch && (
        <ArticleResults aria-label={t('packs.schoolResults')} aria-busy={vm.schools.isFetching}>
          {vm.schools.isError && <li>{t('packs.schoolsError')}</li>}
          {vm.schools.data && vm.schoolResults.length === 0 && <li>{t('packs.noSchool')}</li>}
          {vm.schoolResults.slice(0, 8).map((school) => (
            <li key={school.id}>
              <bdi>{`${school.name} · ${school.city}`}</bdi>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('packs.chooseSchool', { name: `${school.name}, ${school.city}` })}
                onClick={() => {
                  vm.chooseSchool(school.id);
                  setChanging(false);
                }}
              >
                {t('packs.choose')}
              </Button>
            </li>
          ))}
        </ArticleResults>
      )}
    </SectionCard>
  );
}

/** The level's packs: name, number of articles, total, Edit and Delete. */
function PacksTable({
  packs,
  edited,
  onEdit,
  onDelete,
}: {
  packs: Pack[];
  edited: Pack | null;
  onEdit: (pack: Pack) => void;
  onDelete: (pack: Pack) => void;
}) {
  const { t } = useTranslation('shop-admin');
  const columns: DataTableColumn<Pack>[] = [
    { id: 'name', header: t('packs.packName'), cell: (p) => <bdi>{p.name}</bdi> },
    {
      id: 'articles',
      header: t('packs.articles'),
      cell: (p) => t('packs.articleCount', { count: p.pack_articles.length }),
    },
    { id: 'total', header: t('packs.total'), align: 'end', cell: (p) => <Price amount={packTotal(p)} /> },
    actionsColumn(t('packs.actions'), (p) => (
      <EditDeleteActions name={p.name} onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} />
    )),
  ];
  return (
    <DataTable
      caption={t('packs.caption')}
      columns={columns}
      rows={packs}
      rowKey={(p) => p.id}
      isSelected={(p) => p.id === edited?.id}
    />
  );
}

/**
 * `/admin/packs` (`?ecole=&niveau=`): the ready-made packs of a school level, and a new one
 * (name, articles from the catalogue with brand, unit price in Dhs and quantity, total) sent with
 * `createPack`; customers then see it on the school's levels page. Each pack: Edit (the same form,
 * filled; `updatePack`) and Delete, confirmed (`deletePack`). Texts: `shop-admin:packs.*`.
 */
export function AdminPacksPage() {
  const { t } = useTranslation('shop-admin');
  const { language } = useLanguage();
  const toast = useToast();
  const vm = useAdminPacks();
  // The form shown: a new pack, the pack edited, or none.
  const [editing, setEditing] = useState<Pack | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Pack | null>(null);
  const edited = editing !== null && editing !== 'new' ? editing : null;
  const levelChosen = vm.schoolId !== null && vm.levelId !== null;
  return (
    <Page title={t('packs.title')} description={t('packs.description')}>
      <Pickers>
        <SchoolPicker vm={vm} />
        {vm.schoolId !== null && (
          <SectionCard aria-labelledby="packs-level">
            <SectionTitle id="packs-level">{t('packs.level')}</SectionTitle>
            <Select
              label={t('packs.levelPick')}
              placeholder={t('packs.levelPlaceholder')}
              value={vm.levelId === null ? '' : String(vm.levelId)}
              onChange={(event) => {
                setEditing(null);
                vm.chooseLevel(event.target.value ? Number(event.target.value) : null);
              }}
              options={vm.levels.map((l) => ({ value: String(l.level_id), label: levelName(l, language) }))}
            />
          </SectionCard>
        )}
      </Pickers>
      {!levelChosen && <EmptyState title={t('packs.pickFirst')} description={t('packs.pickFirstHint')} />}
      {levelChosen && (
        <>
          {editing !== null ? (
            <SectionCard aria-labelledby="packs-new">
              <SectionTitle id="packs-new">
                {edited ? t('packs.editTitle', { name: edited.name }) : t('packs.formTitle')}
              </SectionTitle>
              <PackForm
                // A new form for each pack edited: its own initial values.
                key={edited?.id ?? 'new'}
                pack={edited ?? undefined}
                onSave={(values) => vm.save(values, edited ?? undefined)}
                onDone={(name) => {
                  setEditing(null);
                  if (name) {
                    toast.show({
                      title: edited ? t('packs.updated', { name }) : t('packs.created', { name }),
                      tone: 'success',
                    });
                  }
                }}
              />
            </SectionCard>
          ) : (
            <div>
              <Button onClick={() => setEditing('new')}>{t('packs.new')}</Button>
            </div>
          )}
          <QueryState
            query={vm.packs}
            errorMessage={t('packs.loadError')}
            loadingLabel={t('packs.loading')}
            isEmpty={(packs) => packs.length === 0}
            empty={<EmptyState title={t('packs.empty')} description={t('packs.emptyHint')} />}
          >
            {(packs) => <PacksTable packs={packs} edited={edited} onEdit={setEditing} onDelete={setToDelete} />}
          </QueryState>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('packs.deleteTitle', { name: toDelete?.name ?? '' })}
        description={t('packs.deleteDescription')}
        cancelLabel={t('packs.deleteKeep')}
        confirmLabel={t('packs.deleteConfirm')}
        failedMessage={t('packs.deleteFailed')}
        busy={vm.deleting}
        onConfirm={async () => {
          if (!toDelete) return;
          await vm.remove(toDelete);
          toast.show({ title: t('packs.deleted', { name: toDelete.name }), tone: 'success' });
          if (edited?.id === toDelete.id) setEditing(null);
          setToDelete(null);
        }}
        onClose={() => setToDelete(null)}
      />
    </Page>
  );
}
