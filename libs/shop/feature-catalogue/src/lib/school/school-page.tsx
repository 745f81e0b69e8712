import { skipToken } from '@reduxjs/toolkit/query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError, useGetSchoolInfoQuery } from '@kk/api-clients';
import { levelGroupNames, levelsByIds, type School } from '@kk/domain';
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
} from '@kk/shop-ui';
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  EmptyState,
  LocationIcon,
  PhoneIcon,
  SearchIcon,
  Skeleton,
} from '@kk/ui-kit';
import {
  LEVELS_PARAM,
  formatLevelIds,
  parseLevelIds,
  parseRouteId,
  schoolLevelsPath,
  withSearchParam,
} from '../shared/level-param';
import { LevelTiles } from './level-tiles';
import {
  Address,
  CallArea,
  GroupList,
  HeaderSkeleton,
  LogoFrame,
  PhoneNumber,
  SchoolHeader,
  SchoolName,
  SchoolText,
} from './school-page.styles';

/** A phone number as a `tel:` URI: digits and a leading `+` only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The school page (/school/{school_id}, §2): logo, name, address, the school's cycles (names from
 * the stored level groups), a Call button, and the level selection tiles. Valid goes to
 * /school/{id}/levels with the chosen levels in the URL (`?levels=3,4`).
 *
 * The choice is also kept in this page's own URL (replaced, not pushed), so coming back from the
 * levels page or reloading shows the same tiles ticked. Without a known phone number the Call
 * button is shown disabled with a line saying the number is not available, so the page keeps the
 * same layout and the user understands why they cannot call.
 */
export function SchoolPage() {
  const { t } = useTranslation('shop-catalogue');
  const params = useParams();
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
        <Hint role="status">{t('school.loading')}</Hint>
        <SchoolHeader>
          <Skeleton variant="rect" width="4.5rem" height="4.5rem" />
          <HeaderSkeleton>
            <Skeleton height="1.5rem" width="70%" />
            <Skeleton lines={2} />
          </HeaderSkeleton>
        </SchoolHeader>
        <Skeleton variant="rect" height="3rem" />
        <Skeleton variant="rect" height="10rem" />
      </PageRoot>
    );
  }

  return <SchoolContent school={school.data} />;
}

/** The loaded school. */
function SchoolContent({ school }: { school: School }) {
  const { t } = useTranslation('shop-catalogue');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [searchParams] = useSearchParams();
  const reference = useReferenceLists();
  const schoolLevels = levelsByIds(school.levels, reference.levels);
  const groupNames = levelGroupNames(school.level_groups, reference.levelGroups);
  // Only levels the school teaches count, whatever a hand-edited URL says.
  const selected = parseLevelIds(searchParams.get(LEVELS_PARAM)).filter((id) => school.levels.includes(id));

  const toggle = (levelId: number, checked: boolean) => {
    const next = checked ? [...selected, levelId] : selected.filter((id) => id !== levelId);
    navigate(
      { search: withSearchParam(search, LEVELS_PARAM, next.length > 0 ? formatLevelIds(next) : null) },
      { replace: true },
    );
  };

  const phone = school.phone_number?.trim() || null;

  return (
    <PageRoot>
      <SchoolHeader>
        <LogoFrame>
          {school.logo_url ? <img src={school.logo_url} alt="" /> : <Avatar name={school.name} size="xl" decorative />}
        </LogoFrame>
        <SchoolText>
          <SchoolName>{school.name}</SchoolName>
          {school.address && (
            <Address>
              <LocationIcon size="sm" />
              <span>{school.address}</span>
            </Address>
          )}
          {groupNames.length > 0 && (
            <GroupList aria-label={t('school.cycles')}>
              {groupNames.map((name) => (
                <li key={name}>
                  <Badge tone="info" size="sm">
                    {name}
                  </Badge>
                </li>
              ))}
            </GroupList>
          )}
        </SchoolText>
      </SchoolHeader>

      <CallArea>
        {phone ? (
          <>
            <ButtonLink href={telHref(phone)} variant="secondary" fullWidth startIcon={<PhoneIcon />}>
              {t('school.call')}
            </ButtonLink>
            <PhoneNumber>
              <bdi>{phone}</bdi>
            </PhoneNumber>
          </>
        ) : (
          <>
            <Button variant="secondary" fullWidth startIcon={<PhoneIcon />} disabled aria-describedby="school-no-phone">
              {t('school.call')}
            </Button>
            <PhoneNumber id="school-no-phone">{t('school.noPhone')}</PhoneNumber>
          </>
        )}
      </CallArea>

      <Section aria-labelledby="school-levels-title">
        <SectionTitle id="school-levels-title">{t('school.chooseLevels')}</SectionTitle>
        <Hint id="school-levels-hint">{t('school.chooseLevelsHint')}</Hint>
        {reference.isError ? (
          <ErrorBox role="alert">
            <p>{t('school.levelsLoadError')}</p>
            <Button variant="secondary" size="sm" onClick={reference.refetch}>
              {t('retry')}
            </Button>
          </ErrorBox>
        ) : reference.isLoading ? (
          <LoadingStack aria-busy="true">
            <Skeleton variant="rect" height="2.75rem" />
            <Skeleton variant="rect" height="2.75rem" />
          </LoadingStack>
        ) : schoolLevels.length === 0 ? (
          <EmptyState headingLevel={3} title={t('school.noLevels')} />
        ) : (
          <LevelTiles
            levels={schoolLevels}
            groups={reference.levelGroups}
            groupOrder={school.level_groups}
            selected={selected}
            onToggle={toggle}
          />
        )}
      </Section>

      <ActionBar>
        <Button
          fullWidth
          size="lg"
          disabled={selected.length === 0}
          aria-describedby={selected.length === 0 ? 'school-valid-hint' : undefined}
          onClick={() => navigate(schoolLevelsPath(school.id, selected))}
        >
          {t('school.valid')}
        </Button>
      </ActionBar>
      {selected.length === 0 && <Hint id="school-valid-hint">{t('school.validHint')}</Hint>}
    </PageRoot>
  );
}
