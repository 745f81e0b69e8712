import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, useGetSchoolInfoQuery, useGetSupplyArticlesQuery } from '@kk/api-clients';
import type { Pack, School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { useReferenceLists } from '@kk/session';
import {
  ActionBar,
  ErrorBox,
  Hint,
  LoadingStack,
  PageRoot,
  Section,
  SectionTitle,
  ShopLink,
  ShopPageHeader,
  SuccessPopup,
} from '@kk/shop-ui';
import { Button, ButtonLink, EmptyState, SearchIcon, Skeleton, ViewToggle, type ViewMode } from '@kk/ui-kit';
import { LEVELS_PARAM, parseLevelIds, parseRouteId, schoolPath, withSearchParam } from '../shared/level-param';
import {
  draftPayload,
  initialQuantities,
  mergePageIntoDraft,
  otherArticlesCount,
  otherLists,
  quantityOf,
  type PageSelection,
} from './demande-draft';
import { OtherLists } from './other-lists';
import { PackDetail } from './pack-detail';
import { PacksSection } from './packs-section';
import { Toolbar } from './school-levels-page.styles';
import { SupplyLevels } from './supply-levels';
import { useQuoteRequest } from './use-quote-request';

/** Search parameter of the open pack detail (`?levels=3&pack=12`): reload, and the return from login, reopen it. */
export const PACK_PARAM = 'pack';

/**
 * The school levels page (/school/{school_id}/levels?levels=3,4, §2): the school's packs for the
 * chosen levels (first one, then View all packs), a list/grid toggle, the chosen levels as
 * collapsible sections of supply articles with quantity steppers, Add Another List and Submit
 * (the quote request, §4), the pack detail with Add to cart, and the success popup.
 */
export function SchoolLevelsPage() {
  const { t } = useTranslation('shop-catalogue');
  const params = useParams();
  const [searchParams] = useSearchParams();
  const schoolId = parseRouteId(params['school_id']);
  const school = useGetSchoolInfoQuery(schoolId ?? skipToken);

  if (schoolId === null || (school.isError && isApiError(school.error) && school.error.status === 404)) {
    return (
      <PageRoot>
        <ShopPageHeader title={t('school.notFound')} description={t('school.notFoundHint')} />
        <ButtonLink as={ShopLink} href="/" variant="secondary" startIcon={<SearchIcon />}>
          {t('school.backToSchools')}
        </ButtonLink>
      </PageRoot>
    );
  }
  if (school.isError) {
    return (
      <PageRoot>
        <ErrorBox role="alert">
          <p>{t('school.loadError')}</p>
          <Button variant="secondary" size="sm" onClick={() => void school.refetch()}>
            {t('retry')}
          </Button>
        </ErrorBox>
      </PageRoot>
    );
  }
  if (!school.data) {
    return (
      <PageRoot aria-busy="true">
        <Hint role="status">{t('levels.loading')}</Hint>
        <Skeleton height="1.75rem" width="70%" />
        <Skeleton variant="rect" height="7rem" />
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="3rem" />
      </PageRoot>
    );
  }

  const taught = school.data.levels;
  const levelIds = parseLevelIds(searchParams.get(LEVELS_PARAM)).filter((id) => taught.includes(id));
  if (levelIds.length === 0) {
    return (
      <PageRoot>
        <ShopPageHeader title={school.data.name} />
        <EmptyState
          title={t('levels.noLevelChosen')}
          description={t('levels.noLevelChosenHint')}
          action={
            <ButtonLink as={ShopLink} href={schoolPath(school.data.id)}>
              {t('levels.chooseLevels')}
            </ButtonLink>
          }
        />
      </PageRoot>
    );
  }
  // A new choice of levels is a new page: its quantities start afresh.
  return <LevelsContent key={levelIds.join(',')} school={school.data} levelIds={levelIds} />;
}

/** The page once the school and the chosen levels are known. */
function LevelsContent({ school, levelIds }: { school: School; levelIds: number[] }) {
  const { t } = useTranslation('shop-catalogue');
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const reference = useReferenceLists();
  const supplies = useGetSupplyArticlesQuery({ school: school.id, levels_ids: levelIds });
  const request = useQuoteRequest();
  const [view, setView] = useState<ViewMode>('list');
  const [edits, setEdits] = useState<Record<number, number>>({});

  const lines = useMemo(() => supplies.data ?? [], [supplies.data]);
  const initial = useMemo(() => initialQuantities(lines, request.initialDraft), [lines, request.initialDraft]);
  const quantities = useMemo(() => ({ ...initial, ...edits }), [initial, edits]);
  const selection: PageSelection = { schoolId: school.id, levelIds, lines, quantities };
  const others = otherLists(request.draft, selection);
  const canSubmit = supplies.isSuccess && draftPayload(mergePageIntoDraft(request.draft, selection)) !== null;
  const levelNames = levelIds.map(
    (id) => reference.levels.find((l) => l.level_id === id)?.name ?? t('levels.unknownLevel', { id }),
  );

  // The pack popup follows the URL, so a reload or the way back from login reopens it.
  const packParam = Number(searchParams.get(PACK_PARAM)) || null;
  const setPackParam = useCallback(
    (pack: Pick<Pack, 'id'> | null) => {
      navigate({ search: withSearchParam(search, PACK_PARAM, pack ? String(pack.id) : null) }, { replace: true });
    },
    [navigate, search],
  );

  return (
    <PageRoot>
      <ShopPageHeader
        title={school.name}
        description={t('levels.chosen', { levels: levelNames.join(t('listSeparator')) })}
        actions={<ViewToggle value={view} onChange={setView} label={t('view.label')} />}
      />
      <Toolbar>
        <ButtonLink as={ShopLink} href={schoolPath(school.id, levelIds)} variant="ghost" size="sm">
          {t('levels.changeLevels')}
        </ButtonLink>
      </Toolbar>

      <OtherLists
        lists={others}
        articlesCount={otherArticlesCount(request.draft, selection)}
        levels={reference.levels}
        onClear={() => request.clearOtherLists(selection)}
      />

      <PacksSection schoolId={school.id} levelIds={levelIds} view={view} onOpenPack={setPackParam} />

      <Section aria-labelledby="supply-lists-title">
        <SectionTitle id="supply-lists-title">{t('levels.suppliesTitle')}</SectionTitle>
        <Hint>{t('levels.suppliesHint')}</Hint>
        {supplies.isError ? (
          <ErrorBox role="alert">
            <p>{t('levels.loadError')}</p>
            <Button variant="secondary" size="sm" onClick={() => void supplies.refetch()}>
              {t('retry')}
            </Button>
          </ErrorBox>
        ) : !supplies.data ? (
          <LoadingStack aria-busy="true">
            <Skeleton variant="rect" height="3.5rem" />
            <Skeleton variant="rect" height="3.5rem" />
          </LoadingStack>
        ) : lines.length === 0 ? (
          <EmptyState headingLevel={3} title={t('levels.emptyTitle')} description={t('levels.emptyHint')} />
        ) : (
          <SupplyLevels
            levelIds={levelIds}
            levels={reference.levels}
            subjects={reference.subjects}
            lines={lines}
            view={view}
            quantityOf={(lineId) => quantityOf(lineId, quantities, initial)}
            onQuantityChange={(lineId, quantity) => setEdits((current) => ({ ...current, [lineId]: quantity }))}
          />
        )}
      </Section>

      {request.status === 'failed' && (
        <ErrorBox role="alert">
          <p>{t('request.failed')}</p>
        </ErrorBox>
      )}

      <ActionBar>
        <Button
          variant="secondary"
          fullWidth
          disabled={!supplies.isSuccess}
          onClick={() => request.addAnotherList(selection)}
        >
          {t('request.addAnotherList')}
        </Button>
        <Button
          fullWidth
          loading={request.status === 'submitting'}
          disabled={!canSubmit}
          onClick={() => void request.submit(selection)}
        >
          {t('request.submit')}
        </Button>
      </ActionBar>
      {supplies.isSuccess && !canSubmit && <Hint>{t('request.nothingPicked')}</Hint>}

      <PackDetail schoolId={school.id} levelIds={levelIds} packId={packParam} onClose={() => setPackParam(null)} />
      <SuccessPopup open={request.status === 'sent'} onClose={request.reset} />
    </PageRoot>
  );
}
