import { Link as RouterLink } from 'react-router-dom';
import type { LibraryDemande } from '@kk/domain';
import { useFormatters, useTranslation } from '@kk/i18n';
import { Badge, ButtonLink, ChevronEndIcon } from '@kk/ui-kit';
import { ItemActions, ItemCard, ItemFacts, ItemHeader, ItemTitle } from '../shared/library-screen.styles';

/** Props of DemandeItem. */
export interface DemandeItemProps {
  /** The request, as the library sees it. */
  demande: LibraryDemande;
}

/**
 * One request of the library's list: its number, "Nouvelle" until this library answers it (then
 * "Répondue"), the customer, the date, the schools and levels, the number of articles, and a link
 * to the request (to answer it or see the answer).
 */
export function DemandeItem({ demande }: DemandeItemProps) {
  const { t } = useTranslation('shop-library');
  const { formatDate } = useFormatters();
  const titleId = `library-demande-${demande.id}`;
  const answered = demande.my_quote_id !== null;
  return (
    <ItemCard aria-labelledby={titleId}>
      <ItemHeader>
        <ItemTitle id={titleId}>{t('demandes.item.title', { number: demande.id })}</ItemTitle>
        {answered ? (
          <Badge tone="success" size="sm">
            {t('demandes.item.answered')}
          </Badge>
        ) : (
          <Badge tone="info" size="sm" dot>
            {t('demandes.item.new')}
          </Badge>
        )}
      </ItemHeader>
      <ItemFacts>
        <dt>{t('demandes.item.customer')}</dt>
        <dd>{demande.customer.name || t('demandes.item.unknownCustomer')}</dd>
        <dt>{t('demandes.item.date')}</dt>
        <dd>{formatDate(demande.date_created, 'long')}</dd>
        <dt>{t('demandes.item.schools')}</dt>
        <dd>
          {demande.schools
            .map((school) => `${school.name} · ${school.levels.map((level) => level.name).join(', ')}`)
            .join(' ; ')}
        </dd>
        <dt>{t('demandes.item.articles')}</dt>
        <dd>{demande.nbr_articles}</dd>
      </ItemFacts>
      <ItemActions>
        <ButtonLink
          as={RouterLink}
          to={`/library/demandes/${demande.id}`}
          variant={answered ? 'secondary' : 'primary'}
          size="sm"
          endIcon={<ChevronEndIcon size="sm" />}
          aria-label={t(answered ? 'demandes.item.viewNamed' : 'demandes.item.answerNamed', { number: demande.id })}
        >
          {t(answered ? 'demandes.item.view' : 'demandes.item.answer')}
        </ButtonLink>
      </ItemActions>
    </ItemCard>
  );
}
