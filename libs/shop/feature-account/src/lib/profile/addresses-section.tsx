import { useCreateAddressMutation, useGetAddressesQuery } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { AddressForm, AddressList } from '@kk/shop-ui';
import { Button, Skeleton, VisuallyHidden } from '@kk/ui-kit';
import { Problem } from './profile-page.styles';

/**
 * The saved addresses of the profile (§2): skeletons while they load, the failure with a retry,
 * the read-only list (or its empty text), and the collapsible add-address form. A failed save
 * only gives the form back with what was typed (§8).
 */
export function AddressesSection({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('shop-account');
  const { data: addresses, isLoading, isError, refetch } = useGetAddressesQuery();
  const [createAddress] = useCreateAddressMutation();

  let list;
  if (isLoading) {
    list = (
      <div aria-busy="true">
        <VisuallyHidden role="status">{t('addresses.loading')}</VisuallyHidden>
        <Skeleton variant="rect" height="5rem" />
      </div>
    );
  } else if (isError || !addresses) {
    list = (
      <Problem role="alert">
        <span>{t('addresses.error')}</span>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Problem>
    );
  } else {
    list = <AddressList addresses={addresses} label={t('addresses.title')} />;
  }

  return (
    <div aria-labelledby={labelledBy} role="group">
      {list}
      <AddressForm variant="collapsible" headingLevel={3} onSubmit={(address) => createAddress(address).unwrap()} />
    </div>
  );
}
