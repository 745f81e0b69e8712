import { useState } from 'react';
import { levelName, packTotal, SEARCH_DELAY_MS, type Pack } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  Page,
  Price,
  QueryState,
  SearchBox,
  SectionCard,
  SectionTitle,
  Select,
  type DataTableColumn,
} from '@kk/ui-kit';
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
      <SearchBox
        label={t('packs.schoolSearch')}
        placeholder={t('packs.schoolSearchPlaceholder')}
        clearLabel={t('packs.clearSearch')}
        showLabel
        delay={SEARCH_DELAY_MS}
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

/** The level's packs: name, number of articles, total. */
function PacksTable({ packs }: { packs: Pack[] }) {
  const { t } = useTranslation('shop-admin');
  const columns: DataTableColumn<Pack>[] = [
    { id: 'name', header: t('packs.packName'), cell: (p) => <bdi>{p.name}</bdi> },
    {
      id: 'articles',
      header: t('packs.articles'),
      cell: (p) => t('packs.articleCount', { count: p.pack_articles.length }),
    },
    { id: 'total', header: t('packs.total'), align: 'end', cell: (p) => <Price amount={packTotal(p)} /> },
  ];
  return <DataTable caption={t('packs.caption')} columns={columns} rows={packs} rowKey={(p) => p.id} />;
}

/**
 * `/admin/packs` (`?ecole=&niveau=`): the ready-made packs of a school level, and a new one
 * (name, articles from the catalogue with brand, unit price in Dhs and quantity, total) sent with
 * `createPack`; customers then see it on the school's levels page. Texts: `shop-admin:packs.*`.
 */
export function AdminPacksPage() {
  const { t } = useTranslation('shop-admin');
  const { language } = useLanguage();
  const vm = useAdminPacks();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
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
                setCreating(false);
                setCreated(null);
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
          {created && (
            <Alert tone="success" live="polite">
              {t('packs.created', { name: created })}
            </Alert>
          )}
          {creating ? (
            <SectionCard aria-labelledby="packs-new">
              <SectionTitle id="packs-new">{t('packs.formTitle')}</SectionTitle>
              <PackForm
                onCreate={vm.create}
                onDone={(name) => {
                  setCreating(false);
                  setCreated(name);
                }}
              />
            </SectionCard>
          ) : (
            <div>
              <Button
                onClick={() => {
                  setCreated(null);
                  setCreating(true);
                }}
              >
                {t('packs.new')}
              </Button>
            </div>
          )}
          <QueryState
            query={vm.packs}
            errorMessage={t('packs.loadError')}
            loadingLabel={t('packs.loading')}
            isEmpty={(packs) => packs.length === 0}
            empty={<EmptyState title={t('packs.empty')} description={t('packs.emptyHint')} />}
          >
            {(packs) => <PacksTable packs={packs} />}
          </QueryState>
        </>
      )}
    </Page>
  );
}
