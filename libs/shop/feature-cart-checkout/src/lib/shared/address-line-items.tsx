import { formatAddressLines, type Address } from '@kk/domain';

/** The lines of a delivery address (`formatAddressLines`), one list item each, in their own direction. */
export function AddressLineItems({ address }: { address: Address }) {
  return formatAddressLines(address).map((line) => (
    <li key={line} dir="auto">
      {line}
    </li>
  ));
}
