import { useId } from 'react';
import { formatAddressLines, type Address } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { RadioGroup, VisuallyHidden } from '@kk/ui-kit';
import { Empty, Item, ItemLine, ItemName, List } from './address-list.styles';

/** Props shared by both modes of AddressList. */
interface AddressListBaseProps {
  /** The saved addresses (`get_list_address` → `address_delivered`). */
  addresses: readonly Address[];
  /** Name of the list (legend of the choice, or the list's accessible name). Default from shop-common. */
  label?: string;
  /** Shows the label above the read-only list instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** Text shown when there is no address. Default from shop-common. */
  emptyText?: string;
}

/** Read-only list (the profile). */
export interface ReadOnlyAddressListProps extends AddressListBaseProps {
  /** `read`: a plain list. */
  mode?: 'read';
  value?: never;
  onChange?: never;
}

/** One address to choose (/address-payments). */
export interface SelectableAddressListProps extends AddressListBaseProps {
  /** `select`: radio semantics, one address chosen. */
  mode: 'select';
  /** Id of the chosen address; null while none is chosen. */
  value: number | null;
  /** Called with the id of the address the user picks. */
  onChange: (addressId: number) => void;
  /** Disables the choice (while the page submits). @default false */
  disabled?: boolean;
}

/** Props of AddressList. */
export type AddressListProps = ReadOnlyAddressListProps | SelectableAddressListProps;

/** The lines under the name: street lines, postal code and city, phone. */
function detailLines(address: Address): string[] {
  return formatAddressLines(address).filter((line) => line !== address.name);
}

/**
 * The user's saved addresses: a choice with radio semantics (`mode="select"`, arrow keys move
 * and select, for /address-payments) or a read-only list (the profile).
 *
 * @example
 * <AddressList mode="select" addresses={addresses} value={addressId} onChange={setAddressId} />
 * <AddressList addresses={addresses} />
 */
export function AddressList(props: AddressListProps) {
  const { addresses, label, showLabel = false, emptyText } = props;
  const { t } = useTranslation('shop-common');
  const labelId = useId();

  if (addresses.length === 0) {
    return <Empty data-ui="address-list-empty">{emptyText ?? t('address.empty')}</Empty>;
  }

  if (props.mode === 'select') {
    return (
      <RadioGroup
        legend={label ?? t('address.selectLegend')}
        variant="tile"
        value={props.value === null ? '' : String(props.value)}
        onChange={(value) => props.onChange(Number(value))}
        disabled={props.disabled}
        options={addresses.map((address) => ({
          value: String(address.id),
          label: address.name,
          hint: detailLines(address).join(' · ') || undefined,
        }))}
      />
    );
  }

  const name = label ?? t('address.listLabel');
  return (
    <div data-ui="address-list">
      {showLabel ? <ItemName id={labelId}>{name}</ItemName> : <VisuallyHidden id={labelId}>{name}</VisuallyHidden>}
      <List aria-labelledby={labelId}>
        {addresses.map((address) => (
          <Item key={address.id} data-ui="address-list-item">
            <ItemName>{address.name}</ItemName>
            {detailLines(address).map((line) => (
              <ItemLine key={line} dir="auto">
                {line}
              </ItemLine>
            ))}
          </Item>
        ))}
      </List>
    </div>
  );
}
