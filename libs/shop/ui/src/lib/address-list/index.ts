export {
  AddressList,
  type AddressListProps,
  type ReadOnlyAddressListProps,
  type SelectableAddressListProps,
} from './address-list';
