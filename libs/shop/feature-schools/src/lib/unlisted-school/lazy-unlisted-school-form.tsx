import { lazy, Suspense } from 'react';
import { useTranslation } from '@kk/i18n';
import { Spinner } from '@kk/ui-kit';
import { FormLoading } from './lazy-unlisted-school-form.styles';
import type { UnlistedSchoolFormProps } from './unlisted-school-form';

// The form (final-form, the file drop zone, the upload, the success popup's modal) is its own
// chunk: home shows it only when a search finds nothing or the second page is opened, so it is
// kept out of the first load of "/" (docs/performance.md).
const UnlistedSchoolForm = lazy(() =>
  import('./unlisted-school-form').then((module) => ({ default: module.UnlistedSchoolForm })),
);

/**
 * The unlisted-school form, downloaded when first shown; a spinner ("En cours de chargement")
 * holds its place meanwhile. Same props and behaviour as UnlistedSchoolForm.
 *
 * @example
 * <LazyUnlistedSchoolForm key={search} initialName={search} />
 */
export function LazyUnlistedSchoolForm(props: UnlistedSchoolFormProps) {
  const { t } = useTranslation('shop-schools');
  return (
    <Suspense
      fallback={
        <FormLoading data-ui="unlisted-school-form-loading">
          <Spinner label={t('common:loading')} />
        </FormLoading>
      }
    >
      <UnlistedSchoolForm {...props} />
    </Suspense>
  );
}
