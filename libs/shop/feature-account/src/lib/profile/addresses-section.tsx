import { useCreateAddressMutation, useGetAddressesQuery } from '@kk/api-clients';
import { useTranslation } from '@kk/i18n';
import { AddressForm, AddressList } from '@kk/shop-ui';
import { QueryState, Skeleton } from '@kk/ui-kit';
import { AddressesGroup } from './profile-page.styles';

/**
 * The saved addresses of the profile (§2): skeletons while they load, the failure with a retry,
 * the read-only list (or its empty text), and the collapsible add-address form. A failed save
 * only gives the form back with what was typed (§8).
 */
export function AddressesSection({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('shop-account');
  const addresses = useGetAddressesQuery();
  const [createAddress] = useCreateAddressMutation();

  return (
    <AddressesGroup aria-labelledby={labelledBy} role="group">
      <QueryState
        query={addresses}
        errorMessage={t('addresses.error')}
        loadingLabel={t('addresses.loading')}
        loading={<Skeleton variant="rect" height="5rem" />}
      >
        {(list) => <AddressList addresses={list} label={t('addresses.title')} />}
      </QueryState>
      <AddressForm variant="collapsible" headingLevel={3} onSubmit={(address) => createAddress(address).unwrap()} />
    </AddressesGroup>
  );
}
