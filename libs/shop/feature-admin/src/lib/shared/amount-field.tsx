import { useTranslation, type TranslationKey } from '@kk/i18n';
import { NumberFormField } from '@kk/ui-kit';

/** The amounts the admin types: a unit price in Dhs (decimals) or a quantity (whole). */
const AMOUNTS = {
  price: { label: 'shop-admin:packs.price', decimal: true },
  quantity: { label: 'shop-admin:packs.quantity', decimal: false },
} as const satisfies Record<string, { label: TranslationKey; decimal: boolean }>;

/** Props of {@link AmountField}. */
export interface AmountFieldProps {
  /** The field of the form (`lines[0].price`, `quantity`...). */
  name: string;
  amount: keyof typeof AMOUNTS;
}

/**
 * A required price or quantity of a catalogue form (packs, articles, supply lists): its label
 * (`packs.price` or `packs.quantity`), the keypad of its digits, written left to right in Arabic too.
 */
export function AmountField({ name, amount }: AmountFieldProps) {
  const { t } = useTranslation('shop-admin');
  const { label, decimal } = AMOUNTS[amount];
  return <NumberFormField name={name} label={t(label)} decimal={decimal} required />;
}
