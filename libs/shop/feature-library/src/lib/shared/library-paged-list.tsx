import { useTranslation } from '@kk/i18n';
import { PagedList, type PagedListProps } from '@kk/shop-ui';

/** Props of LibraryPagedList: those of `PagedList` but its texts, which are the area's. */
export type LibraryPagedListProps<T> = Omit<PagedListProps<T>, 'loadingMoreText' | 'moreErrorText' | 'endOfList'>;

/**
 * A list of the library area (requests, sent quotes, orders): shop-ui's `PagedList` with the
 * area's texts for the next page loading, failing, and the end of the list.
 */
export function LibraryPagedList<T>(props: LibraryPagedListProps<T>) {
  const { t } = useTranslation('shop-library');
  return (
    <PagedList
      {...props}
      loadingMoreText={t('list.loadingMore')}
      moreErrorText={t('list.moreError')}
      endOfList={t('list.end')}
    />
  );
}
