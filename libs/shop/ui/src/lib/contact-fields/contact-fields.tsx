import { PREFERRED_PHONE_COUNTRY } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { EmailFormField, PersonNameFormField, PhoneFormField } from '@kk/ui-kit';
import type { ContactFieldNames } from '../form-errors';
import { FieldPair } from '../page-layout';

/** Props of ContactFields. */
export interface ContactFieldsProps<Values> {
  /** The form's field for each detail: the same names its `contactErrors` rules read. */
  fields: ContactFieldNames<Values>;
}

/**
 * A shop customer's contact details, all required (§5): first and last name side by side, e-mail,
 * phone (Morocco first). Placed inside a react-final-form form whose `validate` runs
 * `contactErrors` with the same `fields`; the labels are `shop-common:contact.*`.
 *
 * @example <ContactFields fields={{ firstName: 'fname', lastName: 'lname', email: 'email', phone: 'phone_number' }} />
 */
export function ContactFields<Values>({ fields }: ContactFieldsProps<Values>) {
  const { t } = useTranslation('shop-common');
  return (
    <>
      <FieldPair>
        <PersonNameFormField name={fields.firstName} part="given" label={t('contact.firstName')} required />
        <PersonNameFormField name={fields.lastName} part="family" label={t('contact.lastName')} required />
      </FieldPair>
      <EmailFormField name={fields.email} label={t('contact.email')} required />
      <PhoneFormField name={fields.phone} label={t('contact.phone')} country={PREFERRED_PHONE_COUNTRY} required />
    </>
  );
}
