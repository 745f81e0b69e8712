import { useTranslation } from '@kk/i18n';
import { QueryState, Skeleton } from '@kk/ui-kit';
import { BlockFrame } from './block-frame';
import { contentDirection, useBlockView } from './use-lesson';

/** Props of {@link BlockView}. */
export interface BlockViewProps {
  /** The course key of the block's student view path. */
  courseKey: string;
  /** The block's usage id. */
  blockId: string;
  /** The block's name, for the frame's accessible name until the view says it. */
  name: string;
}

/** One block's student view: its own loading, failure (with Retry) and content, in a {@link BlockFrame}. */
export function BlockView({ courseKey, blockId, name }: BlockViewProps) {
  const { t } = useTranslation('learning-courses');
  const query = useBlockView(courseKey, blockId);
  return (
    <QueryState
      query={query}
      errorMessage={t('lesson.blockError')}
      loading={<Skeleton variant="rect" height="10rem" />}
      isEmpty={(view) => view.html.trim() === ''}
      empty={
        // An answer without HTML: its plain-text reading, as text (never as markup).
        <div>
          {(query.data?.paragraphs ?? []).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      }
    >
      {(view) => {
        const { lang, dir } = contentDirection(view.paragraphs.join(' '));
        return (
          <BlockFrame
            html={view.html}
            title={t('lesson.frameTitle', { name: view.display_name || name })}
            lang={lang}
            dir={dir}
          />
        );
      }}
    </QueryState>
  );
}
