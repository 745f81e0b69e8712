import { useParams } from 'react-router-dom';
import type { School } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { displayPhone, Hint, Section, SectionTitle, StickyActionBar, telHref } from '@kk/shop-ui';
import {
  Avatar,
  Badge,
  Button,
  ButtonLink,
  EmptyState,
  LocationIcon,
  Page,
  useDocumentTitle,
  PhoneIcon,
  QueryState,
  Skeleton,
} from '@kk/ui-kit';
import { parseRouteId } from '../shared/level-param';
import { SchoolQueryState } from '../shared/school-states';
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
import { useSchool, useSchoolLevelChoice } from './use-school';

/**
 * The school page (/school/{school_id}, §2): logo, name, address, the school's cycles (names from
 * the stored level groups), a Call button, and the level selection tiles. Valid goes to
 * /school/{id}/levels with the chosen levels in the URL (`?levels=3,4`).
 *
 * The choice is also kept in this page's own URL (replaced, not pushed), so coming back from the
 * levels page or reloading shows the same tiles ticked. Valid, with the number of chosen levels,
 * stays in view at the bottom of the screen while the tiles scroll. Without a known phone number the Call
 * button is shown disabled with a line saying the number is not available, so the page keeps the
 * same layout and the user understands why they cannot call.
 */
export function SchoolPage() {
  const { t } = useTranslation('shop-supplies');
  const { invalidId, query: school } = useSchool(parseRouteId(useParams()['school_id']));
  return (
    <SchoolQueryState
      invalidId={invalidId}
      query={school}
      loading={
        <>
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
        </>
      }
    >
      {(data) => <SchoolContent school={data} />}
    </SchoolQueryState>
  );
}

/** The loaded school. */
function SchoolContent({ school }: { school: School }) {
  const { t } = useTranslation('shop-supplies');
  const { phone, groupNames, levels, levelGroups, selected, toggle, valid } = useSchoolLevelChoice(school);
  // The school's name is the page's h1 (its own header): also the tab's title.
  useDocumentTitle(school.name);

  return (
    <Page>
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
            <ButtonLink href={telHref(phone) ?? undefined} variant="secondary" fullWidth startIcon={<PhoneIcon />}>
              {t('school.call')}
            </ButtonLink>
            <PhoneNumber>
              <bdi dir="ltr">{displayPhone(phone)}</bdi>
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
        <QueryState
          query={levels}
          errorMessage={t('school.levelsLoadError')}
          loading={<Skeleton variant="rect" height="2.75rem" count={2} />}
          isEmpty={(levels) => levels.length === 0}
          empty={<EmptyState headingLevel={3} title={t('school.noLevels')} />}
        >
          {(schoolLevels) => (
            <LevelTiles
              levels={schoolLevels}
              groups={levelGroups}
              groupOrder={school.level_groups}
              selected={selected}
              onToggle={toggle}
            />
          )}
        </QueryState>
      </Section>

      {/* Valid stays in view above the tab bar while the levels scroll (a school may teach twenty). */}
      <StickyActionBar
        summary={selected.length > 0 ? t('school.chosenCount', { count: selected.length }) : undefined}
        note={selected.length === 0 && <Hint id="school-valid-hint">{t('school.validHint')}</Hint>}
      >
        <Button
          fullWidth
          size="lg"
          disabled={selected.length === 0}
          aria-describedby={selected.length === 0 ? 'school-valid-hint' : undefined}
          onClick={valid}
        >
          {t('school.valid')}
        </Button>
      </StickyActionBar>
    </Page>
  );
}
