import { useGetSchoolInfoQuery } from '@kk/api-clients';
import type { Level } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Alert, Button } from '@kk/ui-kit';
import type { OtherList } from './demande-draft';
import { OtherListItems } from './school-levels-page.styles';

/** Props of OtherLists. */
export interface OtherListsProps {
  /** The draft's lists that are not on this page. */
  lists: readonly OtherList[];
  /** Number of articles in them. */
  articlesCount: number;
  /** Every level, to name them. */
  levels: readonly Level[];
  /** Forgets these lists. */
  onClear: () => void;
}

/** The name of a school of the draft (asked for once; cached with the rest of the catalogue). */
function SchoolName({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation('shop-supplies');
  const { data } = useGetSchoolInfoQuery(schoolId);
  return <span>{data?.name ?? t('draft.schoolNumber', { id: schoolId })}</span>;
}

/**
 * "Also in your request": the lists added before with Add Another List (other schools, or other
 * levels of this school). Submit sends them together with this page's lists; the user may also
 * drop them.
 */
export function OtherLists({ lists, articlesCount, levels, onClear }: OtherListsProps) {
  const { t } = useTranslation('shop-supplies');
  if (lists.length === 0) return null;
  return (
    <Alert
      tone="info"
      live="off"
      role="note"
      aria-label={t('draft.title')}
      title={t('draft.title')}
      action={
        <Button size="sm" variant="secondary" onClick={onClear}>
          {t('draft.clear')}
        </Button>
      }
    >
      <OtherListItems>
        {lists.map((list) => (
          <li key={list.schoolId}>
            <SchoolName schoolId={list.schoolId} />
            {' — '}
            {list.levelIds
              .map((id) => levels.find((l) => l.level_id === id)?.name ?? t('levels.unknownLevel', { id }))
              .join(t('listSeparator'))}
          </li>
        ))}
      </OtherListItems>
      <p>{t('draft.articles', { count: articlesCount })}</p>
    </Alert>
  );
}
