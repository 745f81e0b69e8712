import { useParams } from 'react-router-dom';
import type { School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import type { PagePrefetch } from '@kk/session';
import { ActionBar, Hint, ShopLink, StickyActionBar, SuccessPopup } from '@kk/shop-ui';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Page,
  QueryState,
  Skeleton,
  useErrorDescription,
  ViewToggle,
  VisuallyHidden,
} from '@kk/ui-kit';
import { LEVELS_PARAM, parseRouteId, schoolPath } from '../shared/level-param';
import { SchoolQueryState } from '../shared/school-states';
import { OtherLists } from './other-lists';
import { PackDetail } from './pack-detail';
import { PacksFrame, PacksSection, PacksSkeleton } from './packs-section';
import { Toolbar } from './school-levels-page.styles';
import { SuppliesSection, SupplyLevels, SupplyLevelsSkeleton } from './supply-levels';
import { chosenLevelIds, prefetchLevelsPage, useLevelsContent, useSchoolLevels } from './use-school-levels';

export { PACK_PARAM } from './use-school-levels';

/**
 * The school levels page (/school/{school_id}/levels?levels=3,4, §2): the school's packs for the
 * chosen levels (first one, then View all packs), a list/grid toggle, the chosen levels as
 * collapsible sections of supply articles with quantity steppers, Add Another List and Submit
 * (the quote request, §4: kept in view at the bottom of the screen with the number of articles it
 * holds), the pack detail with Add to cart, and the success popup.
 */
export function SchoolLevelsPage() {
  const { invalidId, query: school, askedLevelIds } = useSchoolLevels(parseRouteId(useParams()['school_id']));
  return (
    <SchoolQueryState invalidId={invalidId} query={school} loading={<LevelsSkeleton />}>
      {(data) => <ChosenLevels school={data} levelIds={askedLevelIds} />}
    </SchoolQueryState>
  );
}

/** Its school, and the asked levels' supplies and packs, asked for when the app opens on it (`prefetchPageData`). */
SchoolLevelsPage.prefetch = (({ dispatch, params, searchParams }) =>
  prefetchLevelsPage(
    dispatch,
    parseRouteId(params['school_id']),
    searchParams.get(LEVELS_PARAM),
  )) satisfies PagePrefetch;

/**
 * The page's first screen while the school loads: the lines of its header and toolbar, then the
 * packs' and the supply lists' sections with their titles and hint, so the page is laid out at
 * once and its largest text (the lists' hint) is drawn with it. It reads neither the school nor
 * the chosen levels: the build draws it into the page every `/school/{id}/levels` address is served
 * from (`school-id-levels.html`, apps/shop/vite.config.mts), which the app adopts as it starts.
 */
function LevelsSkeleton() {
  // `shop-common` (its article rows and popups) comes with the page's chunk: the route's loader asks
  // for both tables beside it (`withTranslations` in apps/shop/src/app/routes.tsx).
  const { t } = useTranslation('shop-supplies');
  return (
    <>
      <VisuallyHidden role="status">{t('levels.loading')}</VisuallyHidden>
      <Skeleton height="1.75rem" width="70%" />
      <Skeleton height="2rem" width="9rem" />
      <PacksFrame>
        <PacksSkeleton />
      </PacksFrame>
      <SuppliesSection>
        <SupplyLevelsSkeleton levelCount={1} />
      </SuppliesSection>
    </>
  );
}

/** The loaded school: the chosen levels it teaches, or the way back to choose some. */
function ChosenLevels({ school, levelIds: asked }: { school: School; levelIds: number[] }) {
  const { t } = useTranslation('shop-supplies');
  const levelIds = chosenLevelIds(school, asked);
  if (levelIds.length === 0) {
    return (
      <Page title={school.name}>
        <EmptyState
          title={t('levels.noLevelChosen')}
          description={t('levels.noLevelChosenHint')}
          action={
            <ButtonLink as={ShopLink} href={schoolPath(school.id)}>
              {t('levels.chooseLevels')}
            </ButtonLink>
          }
        />
      </Page>
    );
  }
  // A new choice of levels is a new page: its quantities start afresh.
  return <LevelsContent key={levelIds.join(',')} school={school} levelIds={levelIds} />;
}

/** The page once the school and the chosen levels are known. */
function LevelsContent({ school, levelIds }: { school: School; levelIds: number[] }) {
  const { t } = useTranslation('shop-supplies');
  const content = useLevelsContent(school, levelIds);
  const requestCause = useErrorDescription(content.requestError);
  const levelNames = content.levelNames.map((name, index) => name ?? t('levels.unknownLevel', { id: levelIds[index] }));

  return (
    <Page
      title={school.name}
      description={t('levels.chosen', { levels: levelNames.join(t('listSeparator')) })}
      actions={<ViewToggle value={content.view} onChange={content.setView} label={t('view.label')} />}
    >
      <Toolbar>
        <ButtonLink as={ShopLink} href={schoolPath(school.id, levelIds)} variant="ghost" size="sm">
          {t('levels.changeLevels')}
        </ButtonLink>
      </Toolbar>

      <OtherLists
        lists={content.others}
        articlesCount={content.othersCount}
        levels={content.levels}
        onClear={content.clearOtherLists}
      />

      <PacksSection schoolId={school.id} levelIds={levelIds} view={content.view} onOpenPack={content.setPack} />

      <SuppliesSection>
        <QueryState
          query={content.supplies}
          errorMessage={t('levels.loadError')}
          deferContent
          loading={<SupplyLevelsSkeleton levelCount={levelIds.length} />}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState headingLevel={3} title={t('levels.emptyTitle')} description={t('levels.emptyHint')} />}
        >
          {() => (
            <SupplyLevels
              levelIds={levelIds}
              levels={content.levels}
              subjects={content.subjects}
              lines={content.lines}
              view={content.view}
              quantityOf={content.quantityOf}
              onQuantityChange={content.setQuantity}
            />
          )}
        </QueryState>
      </SuppliesSection>

      <ActionBar>
        <Button variant="secondary" fullWidth disabled={!content.suppliesLoaded} onClick={content.addAnotherList}>
          {t('request.addAnotherList')}
        </Button>
      </ActionBar>

      {/* Submit and what it sends stay in view above the tab bar while the lists scroll. */}
      <StickyActionBar
        summary={
          content.pickedCount > 0 ? (
            t('levels.pickedCount', { count: content.pickedCount })
          ) : content.suppliesLoaded || content.supplies.isError ? undefined : (
            // While the lists load, the line that will say how many articles are picked holds its place.
            <Skeleton width="8rem" height="1lh" />
          )
        }
        notice={
          content.requestStatus === 'failed' && (
            <Alert tone="danger">{t('request.failed', { cause: requestCause ?? '' })}</Alert>
          )
        }
        note={content.suppliesLoaded && !content.canSubmit && <Hint>{t('request.nothingPicked')}</Hint>}
      >
        <Button
          fullWidth
          loading={content.requestStatus === 'submitting'}
          disabled={!content.canSubmit}
          onClick={() => void content.submit()}
        >
          {t('request.submit')}
        </Button>
      </StickyActionBar>

      <PackDetail
        schoolId={school.id}
        levelIds={levelIds}
        packId={content.packId}
        onClose={() => content.setPack(null)}
      />
      <SuccessPopup open={content.requestStatus === 'sent'} onClose={content.resetRequest} />
    </Page>
  );
}
