import { IconButton } from '../icon-button/icon-button';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { getPageItems } from './page-items';
import { Gap, PageButton, PageList } from './pagination.styles';

/** Props of Pagination. */
export interface PaginationProps {
  /** Current page, from 1 (§9: lists start at page 1). */
  page: number;
  /** Number of pages. Nothing is drawn for a single page. */
  pageCount: number;
  /** Called with the page the user picks. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation (e.g. 'Pages des devis'). */
  label: string;
  /** Accessible name of the previous-page button. @default the kit's 'Page précédente' */
  previousLabel?: string;
  /** Accessible name of the next-page button. @default the kit's 'Page suivante' */
  nextLabel?: string;
  /** Accessible name of a page button. @default the kit's `(n) => 'Page ' + n` */
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one. @default 1 */
  siblings?: number;
}

/**
 * Page navigation for paged lists (the quote responses of a request): previous, first, pages
 * around the current one, last, next. The current page is marked `aria-current="page"`; the arrows
 * point the reading way in Arabic.
 *
 * @example
 * <Pagination page={page} pageCount={pages} onPageChange={setPage} label={t('responsePages')} />
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
}: PaginationProps) {
  const labels = useKitLabels();
  if (pageCount <= 1) {
    return null;
  }
  const items = getPageItems(page, pageCount, siblings);
  return (
    <nav aria-label={label} data-ui="pagination-root">
      <PageList data-ui="pagination-list">
        <li>
          <IconButton
            label={previousLabel ?? labels.previousPage}
            icon={<ChevronStartIcon />}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            data-ui="pagination-previous"
          />
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap data-ui="pagination-gap">…</Gap>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={(pageLabel ?? labels.page)(item)}
                onClick={() => item !== page && onPageChange(item)}
                data-ui="pagination-page"
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <IconButton
            label={nextLabel ?? labels.nextPage}
            icon={<ChevronEndIcon />}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            data-ui="pagination-next"
          />
        </li>
      </PageList>
    </nav>
  );
}
