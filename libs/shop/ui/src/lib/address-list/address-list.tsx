import { useId } from 'react';
import { formatAddressLines, missingDeliveryFields, type Address } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';
import { useTranslation } from '@kk/i18n';
import { RadioGroup, VisuallyHidden } from '@kk/ui-kit';
import { displayPhone } from '../phone/phone';
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
  /**
   * Only addresses a courier can find (a street and a city) can be chosen; the others stay listed,
   * disabled, saying what they lack. @default false
   */
  forDelivery?: boolean;
}

/** Props of AddressList. */
export type AddressListProps = ReadOnlyAddressListProps | SelectableAddressListProps;

/** The lines under the name: street lines, postal code and city, phone (national format). */
function detailLines(address: Address): string[] {
  return formatAddressLines({ ...address, phone_number: displayPhone(address.phone_number) }).filter(
    (line) => line !== address.name,
  );
}

const MISSING_TEXT: Record<string, TranslationKey> = {
  address1: 'shop-common:address.missingStreet',
  city: 'shop-common:address.missingCity',
  'address1,city': 'shop-common:address.missingStreetAndCity',
};

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
        options={addresses.map((address) => {
          const missing = props.forDelivery ? missingDeliveryFields(address).join(',') : '';
          // The phone's digit groups stay in their order in Arabic text (a left-to-right isolate).
          const phone = displayPhone(address.phone_number);
          const details = detailLines(address)
            .map((line) => (phone !== '' && line === phone ? `\u2066${line}\u2069` : line))
            .join(' · ');
          const why = missing ? t(MISSING_TEXT[missing]) : '';
          return {
            value: String(address.id),
            label: address.name,
            hint: [details, why].filter(Boolean).join(' — ') || undefined,
            disabled: missing !== '',
          };
        })}
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
