import { useId, useState, type ReactNode } from 'react';
import { useGetPacksQuery } from '@kk/api-clients';
import { packTotal, type Pack } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Hint, PackCard, Section, SectionHeader, SectionTitle } from '@kk/shop-ui';
import { Button, QueryState, Skeleton, type ViewMode } from '@kk/ui-kit';
import { PackGrid } from './school-levels-page.styles';

/** Props of PacksSection. */
export interface PacksSectionProps {
  /** The school. */
  schoolId: number;
  /** The chosen levels. */
  levelIds: readonly number[];
  /** List or grid. */
  view: ViewMode;
  /** Opens a pack's detail. */
  onOpenPack: (pack: Pack) => void;
}

/**
 * The school's packs for the chosen levels (`get_packs_client`, §2): only the first one, then all
 * of them after View all packs (§9 "only the first pack shown unless View all packs").
 */
export function PacksSection({ schoolId, levelIds, view, onOpenPack }: PacksSectionProps) {
  const { t } = useTranslation('shop-supplies');
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const packs = useGetPacksQuery({ school_id: schoolId, levels_ids: levelIds });

  return (
    <PacksFrame>
      <QueryState
        query={packs}
        errorMessage={t('packs.loadError')}
        deferContent
        loading={<PacksSkeleton />}
        isEmpty={(data) => data.length === 0}
        empty={<Hint>{t('packs.empty')}</Hint>}
      >
        {(data) => (
          <>
            <PackGrid id={listId} $grid={view === 'grid'}>
              {(showAll ? data : data.slice(0, 1)).map((pack) => (
                <li key={pack.id}>
                  <PackCard
                    name={pack.name}
                    summary={
                      pack.pack_articles.length > 0
                        ? t('packs.articleCount', { count: pack.pack_articles.length })
                        : undefined
                    }
                    price={pack.pack_articles.length > 0 ? packTotal(pack) : undefined}
                    actions={
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('packs.detailsOf', { name: pack.name })}
                        onClick={() => onOpenPack(pack)}
                      >
                        {t('packs.details')}
                      </Button>
                    }
                  />
                </li>
              ))}
            </PackGrid>
            {data.length > 1 && (
              <Button
                variant="ghost"
                aria-expanded={showAll}
                aria-controls={listId}
                onClick={() => setShowAll(!showAll)}
              >
                {showAll ? t('packs.showFirst') : t('packs.viewAll')}
              </Button>
            )}
          </>
        )}
      </QueryState>
    </PacksFrame>
  );
}

/** The packs' section: its title, then the packs (or their place while the school or they load). */
export function PacksFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shop-supplies');
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>{t('packs.title')}</SectionTitle>
      </SectionHeader>
      {children}
    </Section>
  );
}

/**
 * The packs' place while they load, the size of what replaces it (no jump of the lists below): a
 * pack card (4rem picture, name and summary, price and Details) and View all packs, which the
 * schools' levels have.
 */
export function PacksSkeleton() {
  return (
    <>
      <Skeleton variant="rect" height="9.625rem" />
      <Skeleton variant="rect" height="2.75rem" width="10rem" />
    </>
  );
}
