import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BOOK_CATEGORIES, SEARCH_DELAY_MS, type BookCategory } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { selectIsLoggedIn, useAppSelector, type OccasionSentState, type PagePrefetch } from '@kk/session';
import { useUrlParams } from '@kk/shop-ui';
import { Alert, BookIcon, ButtonLink, EmptyState, Page, PlusIcon, SearchBox, SearchIcon } from '@kk/ui-kit';
import { BookList } from '../shared/book-list';
import { awaitsReview, CATEGORY_LABELS } from '../shared/occasion-labels';
import { prefetchMarket, useBookList } from '../shared/use-book-list';
import { Actions, Tile, Tiles } from './occasion-list-page.styles';

const SEARCH_PARAM = 'q';
const CATEGORY_PARAM = 'category';

function toCategory(value: string | null): BookCategory | null {
  const n = Number(value);
  return (BOOK_CATEGORIES as readonly number[]).includes(n) ? (n as BookCategory) : null;
}

/** The list the address asks for: the search (`?q=`) and the category (`?category=`). */
function marketQuery(params: URLSearchParams) {
  return { name: params.get(SEARCH_PARAM) ?? '', category: toCategory(params.get(CATEGORY_PARAM)) };
}

/**
 * /occasion (§2): the second-hand books on sale, searched as you type (500 ms) and loaded 20 at a
 * time as the list scrolls; Sell Book (to /create-occasion), My Books (to /my-books, only when
 * signed in), and the two fixed category tiles, each a toggle that filters the list. The search
 * and the category live in the URL (`?q=`, `?category=`), so back and reload keep them. After a
 * visitor's listing was sent at login, a notice says it is on sale or waits for review.
 */
export function OccasionListPage() {
  const { t } = useTranslation('shop-occasion');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [params, setParam] = useUrlParams();
  const { name, category } = marketQuery(params);
  const list = useBookList({ source: 'all', name, category });
  const sent = (useLocation().state as Partial<OccasionSentState> | null)?.occasionSent;

  return (
    <Page
      title={t('list.title')}
      actions={
        <Actions>
          <ButtonLink as={RouterLink} to="/create-occasion" size="sm" startIcon={<PlusIcon />}>
            {t('list.sell')}
          </ButtonLink>
          {loggedIn && (
            <ButtonLink as={RouterLink} to="/my-books" size="sm" variant="secondary">
              {t('list.myBooks')}
            </ButtonLink>
          )}
        </Actions>
      }
    >
      {sent && (
        <Alert tone={awaitsReview(sent.status) ? 'info' : 'success'} live="polite">
          {awaitsReview(sent.status) ? t('form.sentPending') : t('form.sent')}
        </Alert>
      )}
      <SearchBox
        label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        defaultValue={name}
        delay={SEARCH_DELAY_MS}
        onSearch={(term) => setParam(SEARCH_PARAM, term)}
      />
      <Tiles role="group" aria-label={t('category.label')}>
        {BOOK_CATEGORIES.map((id) => (
          <Tile
            key={id}
            type="button"
            aria-pressed={category === id}
            $pressed={category === id}
            onClick={() => setParam(CATEGORY_PARAM, category === id ? '' : String(id))}
          >
            <BookIcon />
            {t(CATEGORY_LABELS[id])}
          </Tile>
        ))}
      </Tiles>
      <BookList
        list={list}
        label={t('list.label')}
        empty={
          <EmptyState
            icon={<SearchIcon />}
            title={t('list.emptyTitle')}
            description={name || category ? t('list.emptySearchHint') : t('list.emptyHint')}
          />
        }
      />
    </Page>
  );
}

/** The market's first page, asked for when the app opens on /occasion (`prefetchPageData`). */
OccasionListPage.prefetch = (({ dispatch, searchParams }) =>
  prefetchMarket(dispatch, marketQuery(searchParams))) satisfies PagePrefetch;
