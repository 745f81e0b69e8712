import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { BookIcon, ButtonLink, EmptyState, Page, PlusIcon } from '@kk/ui-kit';
import { BookList } from '../shared/book-list';
import { useBookList } from '../shared/use-book-list';

/**
 * /my-books (§2): the signed-in user's own listings (`get_my_occasions`), 20 at a time as the list
 * scrolls, each with its status; Sell Book to list another one.
 */
export function MyBooksPage() {
  const { t } = useTranslation('shop-occasion');
  const list = useBookList({ source: 'mine', name: '' });
  const sell = (
    <ButtonLink as={RouterLink} to="/create-occasion" size="sm" startIcon={<PlusIcon />}>
      {t('list.sell')}
    </ButtonLink>
  );
  return (
    <Page title={t('myBooks.title')} actions={sell}>
      <BookList
        list={list}
        label={t('myBooks.label')}
        showStatus
        empty={<EmptyState icon={<BookIcon />} title={t('myBooks.emptyTitle')} description={t('myBooks.emptyHint')} />}
      />
    </Page>
  );
}
