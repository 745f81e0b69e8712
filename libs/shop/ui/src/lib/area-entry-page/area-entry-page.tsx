import { Link as RouterLink } from 'react-router-dom';
import { ButtonLink, PageHeader } from '@kk/ui-kit';
import { EntryNote, EntryPage } from './area-entry-page.styles';

/** Props of AreaEntryPage. */
export interface AreaEntryPageProps {
  /** The page's h1 (e.g. 'Tableau de bord'). */
  title: string;
  /** Who is signed in (e.g. 'Connecté en tant que Karim Tazi'), under the title; none for a visitor. */
  signedInAs?: string;
  /** The note that the area is being built. */
  note: string;
  /** Text of the link back to the shop's home. */
  backLabel: string;
}

/**
 * The entry page of the admin and library areas (§2: their content belongs to a later issue). An
 * honest page: its title, the signed-in account, a note that the area is being built, and a link
 * back to the shop. Nothing pretends to be data. Texts come from the feature.
 *
 * @example
 * <AreaEntryPage title={t('title')} signedInAs={t('signedInAs', { name })} note={t('building')}
 *   backLabel={t('backToShop')} />
 */
export function AreaEntryPage({ title, signedInAs, note, backLabel }: AreaEntryPageProps) {
  return (
    <EntryPage data-ui="area-entry-page">
      <PageHeader title={title} description={signedInAs} />
      <EntryNote>{note}</EntryNote>
      <ButtonLink as={RouterLink} to="/" variant="secondary">
        {backLabel}
      </ButtonLink>
    </EntryPage>
  );
}
