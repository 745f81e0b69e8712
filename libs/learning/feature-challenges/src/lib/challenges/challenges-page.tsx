import { useId } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import { formatDate, useLanguage, useTranslation } from '@kk/i18n';
import { Badge, ButtonLink, Card, CardLink, EmptyState, Page, QueryState, Skeleton, StarIcon } from '@kk/ui-kit';
import {
  CardBody,
  CardList,
  CardMeta,
  CardNote,
  CardTitle,
  ScoreFill,
  ScoreTrack,
  Section,
  SectionNote,
  SectionTitle,
} from '../shared/challenge.styles';
import { KIND_LABELS } from '../shared/labels';
import { RouterLink } from '../shared/router-link';
import { DailyCard, DailyKicker, Footer, Sections } from './challenges-page.styles';
import { useChallenges, type ChallengeCard as Card_ } from './use-challenges';

/** The score line of a card: the points, the place once played, or that it is not played yet. */
function ScoreLine({ card }: { card: Card_ }) {
  const { t } = useTranslation('learning-challenges');
  if (!card.played) {
    return <CardNote>{card.missed ? t('challenges.missed') : t('challenges.notPlayed')}</CardNote>;
  }
  return (
    <>
      <CardNote $strong>
        <bdi>{t('score', { score: card.score, max: card.maxScore })}</bdi>
        {card.rank !== null && (
          <>
            {' · '}
            {t('challenges.myPlace', { place: t('place', { count: card.rank }) })}
          </>
        )}
      </CardNote>
      <ScoreTrack aria-hidden="true">
        <ScoreFill $ratio={card.maxScore > 0 ? card.score / card.maxScore : 0} />
      </ScoreTrack>
    </>
  );
}

/** A challenge card: kind and subject, title (the link to the challenge), score. */
function ChallengeItem({ card }: { card: Card_ }) {
  const { t } = useTranslation('learning-challenges');
  const { language } = useLanguage();
  return (
    <Card as="li" interactive>
      <CardBody>
        <CardMeta>
          <Badge tone="info" size="sm">
            {t(KIND_LABELS[card.kind])}
          </Badge>
          <span>{card.subject ?? t('mixed')}</span>
        </CardMeta>
        <CardTitle>
          <CardLink href={card.href} as={RouterLink}>
            {card.title}
          </CardLink>
        </CardTitle>
        <ScoreLine card={card} />
        {card.group !== 'done' && (
          <CardNote>{t('challenges.ends', { date: formatDate(card.endDate, language, 'medium') })}</CardNote>
        )}
      </CardBody>
    </Card>
  );
}

/** One group of challenges (heading, cards, or a kind line when it has none). */
function Group({ title, cards, empty }: { title: string; cards: Card_[]; empty: string }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {cards.length === 0 ? (
        <SectionNote>{empty}</SectionNote>
      ) : (
        <CardList aria-labelledby={titleId}>
          {cards.map((card) => (
            <ChallengeItem key={card.id} card={card} />
          ))}
        </CardList>
      )}
    </Section>
  );
}

/** Today's daily challenge, first and big. */
function Daily({ card }: { card: Card_ }) {
  const { t } = useTranslation('learning-challenges');
  const titleId = useId();
  return (
    <Card as="section" interactive aria-labelledby={titleId} padding="lg">
      <DailyCard>
        <DailyKicker id={titleId}>
          <StarIcon /> {t('challenges.daily')}
        </DailyKicker>
        <CardMeta>
          <span>{card.subject ?? t('mixed')}</span>
        </CardMeta>
        <CardTitle $big>
          <CardLink href={card.href} as={RouterLink}>
            {card.title}
          </CardLink>
        </CardTitle>
        {card.played ? (
          <>
            <CardNote $strong>{t('challenges.dailyDone')}</CardNote>
            <ScoreLine card={card} />
          </>
        ) : (
          <CardNote>{t('challenges.dailyHint')}</CardNote>
        )}
      </DailyCard>
    </Card>
  );
}

function LoadingList() {
  return (
    <Sections>
      <Skeleton variant="rect" height="9rem" />
      <CardList>
        {[1, 2].map((i) => (
          <li key={i}>
            <Skeleton variant="rect" height="7rem" />
          </li>
        ))}
      </CardList>
    </Sections>
  );
}

/**
 * `/defis`, "Mes défis": today's daily challenge first as one big card, then the child's challenges
 * grouped by where they stand (à relever aujourd'hui, en cours, terminés), each with its kind,
 * subject and score (see {@link useChallenges}).
 */
export function ChallengesPage() {
  const { t } = useTranslation('learning-challenges');
  const { query, isEmpty } = useChallenges();

  return (
    <Page title={t('challenges.title')} description={t('challenges.intro')}>
      <QueryState
        query={query}
        errorMessage={t('challenges.loadError')}
        loading={<LoadingList />}
        isEmpty={isEmpty}
        empty={<EmptyState icon={<StarIcon />} title={t('challenges.empty')} description={t('challenges.emptyHint')} />}
      >
        {(groups) => (
          <Sections>
            {groups.daily && <Daily card={groups.daily} />}
            <Group title={t('challenges.today')} cards={groups.today} empty={t('challenges.todayEmpty')} />
            <Group title={t('challenges.ongoing')} cards={groups.ongoing} empty={t('challenges.ongoingEmpty')} />
            <Group title={t('challenges.done')} cards={groups.done} empty={t('challenges.doneEmpty')} />
            <Footer>
              <ButtonLink as={RouterDomLink} to="/progres" variant="secondary" size="lg">
                {t('challenges.progressLink')}
              </ButtonLink>
            </Footer>
          </Sections>
        )}
      </QueryState>
    </Page>
  );
}
