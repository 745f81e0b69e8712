import { useTranslation, type TranslationKey } from '@kk/i18n';
import { FormField, TextField } from '@kk/ui-kit';

/** The amounts the admin types: a unit price in Dhs (decimals) or a quantity (whole). */
const AMOUNTS = {
  price: { label: 'shop-admin:packs.price', inputMode: 'decimal' },
  quantity: { label: 'shop-admin:packs.quantity', inputMode: 'numeric' },
} as const satisfies Record<string, { label: TranslationKey; inputMode: 'decimal' | 'numeric' }>;

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
  const { label, inputMode } = AMOUNTS[amount];
  return (
    <FormField name={name} component={TextField} label={t(label)} inputMode={inputMode} controlDir="ltr" required />
  );
}
