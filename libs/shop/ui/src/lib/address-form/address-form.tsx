import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { PREFERRED_PHONE_COUNTRY, type CreateAddressPayload } from '@kk/domain';
import { useTranslation, translateErrors, type TranslationKey } from '@kk/i18n';
import { Button, Collapsible, FormField, PhoneFormField, TextField } from '@kk/ui-kit';
import { Actions, FieldRow, FormRoot } from './address-form.styles';
import { EMPTY_ADDRESS_VALUES, toAddressPayload, validateAddress, type AddressFormValues } from './address-values';

/** A text field of an address: its label, the browser's autofill name, when it is required, its keypad. */
interface AddressFieldSpec {
  label: TranslationKey;
  autoComplete: string;
  /** Always (the name, §5), or for a delivery only (address line 1, city). */
  required?: 'always' | 'forDelivery';
  inputMode?: 'numeric';
}

/** The text fields of an address (the phone apart). */
const FIELDS: Record<'name' | 'address1' | 'address2' | 'city' | 'cp', AddressFieldSpec> = {
  name: { label: 'shop-common:address.name', autoComplete: 'name', required: 'always' },
  address1: { label: 'shop-common:address.address1', autoComplete: 'address-line1', required: 'forDelivery' },
  address2: { label: 'shop-common:address.address2', autoComplete: 'address-line2' },
  city: { label: 'shop-common:address.city', autoComplete: 'address-level2', required: 'forDelivery' },
  cp: { label: 'shop-common:address.cp', autoComplete: 'postal-code', inputMode: 'numeric' },
};

/** One text field of the address form. */
function AddressField({ name, forDelivery }: { name: keyof typeof FIELDS; forDelivery: boolean }) {
  const { t } = useTranslation('shop-common');
  const { label, autoComplete, required, inputMode } = FIELDS[name];
  return (
    <FormField
      name={name}
      component={TextField}
      label={t(label)}
      required={required && (required === 'always' || forDelivery)}
      autoComplete={autoComplete}
      inputMode={inputMode}
    />
  );
}

/** Props of AddressForm. */
export interface AddressFormProps {
  /**
   * Sends the address (payload of `payments_address_api` action `create`). Resolve on success
   * (the form empties itself); reject on failure: the form only leaves its submitting state and
   * keeps what the user typed (§8, address failures are otherwise silent).
   */
  onSubmit: (address: CreateAddressPayload) => Promise<unknown>;
  /**
   * `plain`: the form as is. `collapsible`: closed under a "Add an address" title that opens it
   * (the profile's collapsible add-address form, §2).
   * @default 'plain'
   */
  variant?: 'plain' | 'collapsible';
  /** Collapsible variant: open at first. @default false */
  defaultOpen?: boolean;
  /** Collapsible variant: heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Values to start from. @default every field empty */
  initialValues?: Partial<AddressFormValues>;
  /** Text of the submit button. @default 'Enregistrer l'adresse' (shop-common) */
  submitLabel?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** Empties the form once the address is saved. @default true */
  resetOnSuccess?: boolean;
  /** The address is for a delivery (the checkout): Adresse and Ville are required too. @default false */
  forDelivery?: boolean;
}

/**
 * The delivery-address form of the shop (§2, §3): name (the only required field, §5), address
 * lines, city, postal code and phone (Morocco first). Used on /address-payments and, collapsible,
 * on the profile. The submit button shows a spinner and ignores clicks while the address is sent.
 *
 * @example
 * const [createAddress] = useCreateAddressMutation();
 * <AddressForm onSubmit={(address) => createAddress(address).unwrap()} />
 */
export function AddressForm({
  onSubmit,
  variant = 'plain',
  defaultOpen = false,
  headingLevel = 2,
  initialValues,
  submitLabel,
  onCancel,
  resetOnSuccess = true,
  forDelivery = false,
}: AddressFormProps) {
  const { t } = useTranslation('shop-common');
  const formId = useId();
  // Kept stable: a new object on each render would make final-form reinitialise the values.
  const [startValues] = useState<AddressFormValues>(() => ({ ...EMPTY_ADDRESS_VALUES, ...initialValues }));
  const saved = useRef(false);

  const form = (
    <Form<AddressFormValues>
      initialValues={startValues}
      validate={(values) => translateErrors(validateAddress(values, forDelivery), (key) => t(key))}
      onSubmit={async (values) => {
        saved.current = false;
        try {
          await onSubmit(toAddressPayload(values));
          saved.current = true;
        } catch {
          // §8: an address failure is only the end of the submitting state; the values stay.
        }
      }}
      render={({ handleSubmit, submitting, form: api }) => (
        <FormRoot
          id={formId}
          noValidate
          aria-label={variant === 'plain' ? t('address.formTitle') : undefined}
          onSubmit={(event) => {
            const done = handleSubmit(event);
            // Emptied once final-form has finished the submission (restarting during it is ignored).
            void done?.then(() => {
              if (saved.current && resetOnSuccess) api.restart(startValues);
            });
          }}
          data-ui="address-form"
        >
          <AddressField name="name" forDelivery={forDelivery} />
          <AddressField name="address1" forDelivery={forDelivery} />
          <AddressField name="address2" forDelivery={forDelivery} />
          <FieldRow>
            <AddressField name="city" forDelivery={forDelivery} />
            <AddressField name="cp" forDelivery={forDelivery} />
          </FieldRow>
          <PhoneFormField label={t('address.phone')} country={PREFERRED_PHONE_COUNTRY} />
          <Actions>
            {onCancel && (
              <Button variant="ghost" onClick={onCancel} disabled={submitting}>
                {t('common:actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={submitting}>
              {submitLabel ?? t('address.save')}
            </Button>
          </Actions>
        </FormRoot>
      )}
    />
  );

  if (variant === 'collapsible') {
    return (
      <Collapsible title={t('address.formTitle')} defaultOpen={defaultOpen} headingLevel={headingLevel}>
        {form}
      </Collapsible>
    );
  }
  return form;
}
