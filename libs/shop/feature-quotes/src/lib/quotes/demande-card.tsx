import { Link as RouterLink } from 'react-router-dom';
import type { Demande } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import type { ReferenceNames } from '@kk/session';
import { Badge, ButtonLink, Card, ChevronEndIcon } from '@kk/ui-kit';
import { CardBody, CardFooter, CardHeading, CardTop, SchoolLines, SchoolNameText } from './demande-card.styles';

/** What /quotes/{id} receives in the router state: the request, so it shows at once (§2 "the quote passed along"). */
export interface DemandeRouteState {
  /** The request as My quotes listed it. */
  demande: Demande;
}

/** Props of DemandeCard. */
export interface DemandeCardProps {
  /** The request. */
  demande: Demande;
  /**
   * Level names in the reader's language (`useReferenceNames`), given by the list: one reading of
   * the reference lists for all its cards rather than one a card.
   */
  names: ReferenceNames;
}

/**
 * One request of My quotes: its date, schools and levels, how many quotes answered it, and View
 * details (to /quotes/{id}, with the request in the router state).
 */
export function DemandeCard({ demande, names }: DemandeCardProps) {
  const { t } = useTranslation('shop-quotes');
  const { formatDate } = useFormatters();
  const date = formatDate(demande.date_created, 'long');
  const state: DemandeRouteState = { demande };
  return (
    <Card as="article" aria-labelledby={`demande-${demande.id}-title`}>
      <CardBody>
        <CardTop>
          <CardHeading id={`demande-${demande.id}-title`}>{t('card.title', { date })}</CardHeading>
          {demande.nbr_responses > 0 ? (
            <Badge tone="success" size="sm">
              {t('card.responses', { count: demande.nbr_responses })}
            </Badge>
          ) : (
            <Badge tone="warning" size="sm" dot>
              {t('card.waiting')}
            </Badge>
          )}
        </CardTop>
        <SchoolLines aria-label={t('card.schools')}>
          {demande.schools.map((school) => (
            <li key={school.id}>
              <SchoolNameText>{school.name}</SchoolNameText>
              {school.levels.length > 0 && (
                <> · {school.levels.map((level) => names.level(level.name, level.level_id)).join(t('listSeparator'))}</>
              )}
            </li>
          ))}
        </SchoolLines>
        <CardFooter>
          <ButtonLink
            as={RouterLink}
            to={`/quotes/${demande.id}`}
            state={state}
            variant="secondary"
            size="sm"
            endIcon={<ChevronEndIcon size="sm" />}
            aria-label={t('card.viewDetailsOf', { date })}
          >
            {t('card.viewDetails')}
          </ButtonLink>
        </CardFooter>
      </CardBody>
    </Card>
  );
}
