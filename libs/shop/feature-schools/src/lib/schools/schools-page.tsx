import { SEARCH_DELAY_MS } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import type { PagePrefetch } from '@kk/session';
import { Page, SearchBox, ViewToggle } from '@kk/ui-kit';
import { HowItWorks } from './how-it-works';
import { SchoolResults } from './school-results';
import { Toolbar } from './schools-page.styles';
import { SCHOOL_SEARCH_PARAMS, useSchoolSearch } from './use-school-search';
import { prefetchSchools, useSchoolsList } from './use-schools-list';

/**
 * Home (`/`, and every unknown path, §2): welcome text, the collapsible "second page" (how the
 * shop works, and the unlisted-school form), a search box that searches once typing pauses
 * (500 ms), the list/grid toggle (list by default), and the endless list of schools, 20 a page.
 * The search and the view live in the URL, so Back from a school shows the same list.
 */
export function SchoolsPage() {
  const { t } = useTranslation('shop-schools');
  const { search, setSearch, view, setView } = useSchoolSearch();
  const list = useSchoolsList(search);

  return (
    <Page title={t('welcome.title')} description={t('welcome.text')}>
      <HowItWorks showForm={list.status !== 'empty'} />
      <Toolbar>
        <SearchBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          defaultValue={search}
          delay={SEARCH_DELAY_MS}
          onSearch={setSearch}
        />
        <ViewToggle value={view} onChange={setView} label={t('common:view.label')} />
      </Toolbar>
      <SchoolResults list={list} view={view} search={search} />
    </Page>
  );
}

/** The schools' first page, asked for when the app opens on the home (`prefetchPageData`). */
SchoolsPage.prefetch = (({ dispatch, searchParams }) =>
  prefetchSchools(dispatch, searchParams.get(SCHOOL_SEARCH_PARAMS.search) ?? '')) satisfies PagePrefetch;
