import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@kk/i18n';
import { ButtonLink, PageHeader } from '@kk/ui-kit';
import { EntryNote, EntryPage } from './area-entry-page.styles';

/** Props of AreaEntryPage. */
export interface AreaEntryPageProps {
  /** The page's h1 (e.g. 'Tableau de bord'). */
  title: string;
  /** Name of the signed-in account, shown under the title ('Connecté en tant que Karim Tazi'); none for a visitor. */
  userName?: string;
  /** The note that the area is being built. */
  note: string;
}

/**
 * The entry page of the admin and library areas (§2: their content belongs to a later issue). An
 * honest page: its title, the signed-in account, a note that the area is being built, and a link
 * back to the shop. Nothing pretends to be data. The title and note come from the feature; the
 * signed-in line and the way back are the same in every area (`shop-common`).
 *
 * @example
 * <AreaEntryPage title={t('title')} userName={user?.name} note={t('building')} />
 */
export function AreaEntryPage({ title, userName, note }: AreaEntryPageProps) {
  const { t } = useTranslation('shop-common');
  return (
    <EntryPage data-ui="area-entry-page">
      <PageHeader title={title} description={userName ? t('areaEntry.signedInAs', { name: userName }) : undefined} />
      <EntryNote>{note}</EntryNote>
      <ButtonLink as={RouterLink} to="/" variant="secondary">
        {t('areaEntry.backToShop')}
      </ButtonLink>
    </EntryPage>
  );
}
