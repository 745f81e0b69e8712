import type { ReactNode } from 'react';
import { MAX_ORDER_QUANTITY, subjectName, type Level, type Subject, type SupplyLine } from '@kk/domain';
import { useLanguage, useTranslation } from '@kk/i18n';
import { Accordion, Badge, Skeleton, type ViewMode } from '@kk/ui-kit';
import { ArticleRow, distinctNames, Hint, Section, SectionTitle } from '@kk/shop-ui';
import { ArticleList } from './pack-detail.styles';

/** Props of SupplyLevels. */
export interface SupplyLevelsProps {
  /** The chosen levels, in catalogue order (ids the catalogue does not know are shown by number). */
  levelIds: readonly number[];
  /** Every level, to name them. */
  levels: readonly Level[];
  /** Every subject, to name the subject of each article. */
  subjects: readonly Subject[];
  /** The supply lines of the chosen levels (`f_articles`). */
  lines: readonly SupplyLine[];
  /** Quantity of a line now. */
  quantityOf: (lineId: number) => number;
  /** Called with a line's new quantity (never below 0: the stepper stops there). */
  onQuantityChange: (lineId: number, quantity: number) => void;
  /** List or grid of the articles. */
  view: ViewMode;
}

/**
 * The chosen levels as collapsible sections (§2), each listing its supply articles with a quantity
 * stepper. The first level is open; each title says how many articles are picked in it.
 */
export function SupplyLevels({
  levelIds,
  levels,
  subjects,
  lines,
  quantityOf,
  onQuantityChange,
  view,
}: SupplyLevelsProps) {
  const { t } = useTranslation('shop-supplies');
  const { language } = useLanguage();
  const items = levelIds.map((levelId) => {
    const levelLines = lines.filter((line) => line.level_id === levelId);
    const subjectOf = (line: SupplyLine) =>
      line.subject_id === null
        ? t('levels.generalSupplies')
        : subjectName(
            subjects.find((s) => s.subject_id === line.subject_id),
            language,
          );
    // A notebook comes back once per subject: the subject, then a rank, tell the steppers apart.
    const labels = distinctNames(
      levelLines.map((line) => [line.article.name, subjectOf(line)].filter(Boolean).join(' – ')),
    );
    const picked = levelLines.filter((line) => quantityOf(line.id) >= 1).length;
    const name = levels.find((l) => l.level_id === levelId)?.name ?? t('levels.unknownLevel', { id: levelId });
    return {
      id: String(levelId),
      title: name,
      adornment: (
        <Badge size="sm" tone={picked > 0 ? 'info' : 'neutral'}>
          {t('levels.pickedCount', { count: picked })}
        </Badge>
      ),
      content:
        levelLines.length === 0 ? (
          <Hint>{t('levels.noArticles')}</Hint>
        ) : (
          <ArticleList $grid={view === 'grid'}>
            {levelLines.map((line, index) => (
              <ArticleRow
                key={line.id}
                asListItem
                name={line.article.name}
                imageUrl={line.article.image_url}
                detail={subjectOf(line)}
                quantity={quantityOf(line.id)}
                onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
                maxQuantity={MAX_ORDER_QUANTITY}
                quantityLabel={t('levels.quantityOf', { name: labels[index] })}
                decrementLabel={t('levels.decrease', { name: labels[index] })}
                incrementLabel={t('levels.increase', { name: labels[index] })}
              />
            ))}
          </ArticleList>
        ),
    };
  });
  return <Accordion items={items} defaultOpenIds={items.slice(0, 1).map((item) => item.id)} headingLevel={3} />;
}

/**
 * The levels' placeholder while their articles load, the size of what replaces it: one bar per
 * chosen level (the sections' titles) and, under the first one (open), rows of articles. Taller
 * than the screen's rest on a phone, so Add Another List appears below it, not in view and then
 * pushed away.
 */
export function SupplyLevelsSkeleton({ levelCount }: { levelCount: number }) {
  return (
    <>
      <Skeleton variant="rect" height="3rem" />
      <Skeleton variant="rect" height="8.5rem" count={3} />
      {levelCount > 1 && <Skeleton variant="rect" height="3rem" count={levelCount - 1} />}
    </>
  );
}

/**
 * The supply lists' section: its title and hint, then the lists (or their place while they load).
 * The page's skeleton draws it too, so the hint is there from the first paint (the page's largest
 * text: docs/performance.md).
 */
export function SuppliesSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shop-supplies');
  return (
    <Section aria-labelledby="supply-lists-title">
      <SectionTitle id="supply-lists-title">{t('levels.suppliesTitle')}</SectionTitle>
      <Hint>{t('levels.suppliesHint')}</Hint>
      {children}
    </Section>
  );
}
