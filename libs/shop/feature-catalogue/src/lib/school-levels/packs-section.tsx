import { useId, useState } from 'react';
import { useGetPacksQuery } from '@kk/api-clients';
import { packTotal, type Pack } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { Button, Skeleton, type ViewMode } from '@kk/ui-kit';
import { ErrorBox, Hint, LoadingStack, PackCard, Section, SectionHeader, SectionTitle } from '@kk/shop-ui';
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
  const { t } = useTranslation('shop-catalogue');
  const titleId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const packs = useGetPacksQuery({ school_id: schoolId, levels_ids: levelIds });

  let content;
  if (packs.isError) {
    content = (
      <ErrorBox role="alert">
        <p>{t('packs.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void packs.refetch()}>
          {t('retry')}
        </Button>
      </ErrorBox>
    );
  } else if (!packs.data) {
    content = (
      <LoadingStack aria-busy="true">
        <Skeleton variant="rect" height="7rem" />
      </LoadingStack>
    );
  } else if (packs.data.length === 0) {
    content = <Hint>{t('packs.empty')}</Hint>;
  } else {
    const visible = showAll ? packs.data : packs.data.slice(0, 1);
    content = (
      <>
        <PackGrid id={listId} $grid={view === 'grid'}>
          {visible.map((pack) => (
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
        {packs.data.length > 1 && (
          <Button variant="ghost" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
            {showAll ? t('packs.showFirst') : t('packs.viewAll')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Section aria-labelledby={titleId}>
      <SectionHeader>
        <SectionTitle id={titleId}>{t('packs.title')}</SectionTitle>
      </SectionHeader>
      {content}
    </Section>
  );
}
