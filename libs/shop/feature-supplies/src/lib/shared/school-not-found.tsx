import { isApiError } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { ShopLink } from '@kk/shop-ui';
import { ButtonLink, Page, SearchIcon } from '@kk/ui-kit';

/** Whether a school request failed because the school does not exist (QueryState's `isNotFound`). */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The page of a school that does not exist (an unknown or malformed id in the URL): the school
 * page and the school levels page show the same one, with the way back to the school search.
 */
export function SchoolNotFound() {
  const { t } = useTranslation('shop-supplies');
  return (
    <Page title={t('school.notFound')} description={t('school.notFoundHint')}>
      <ButtonLink as={ShopLink} href="/" variant="secondary" startIcon={<SearchIcon />}>
        {t('school.backToSchools')}
      </ButtonLink>
    </Page>
  );
}
