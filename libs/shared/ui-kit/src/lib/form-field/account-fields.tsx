import type { ComponentType } from 'react';
import { PasswordField } from '../password-field/password-field';
import { TextField } from '../text-field/text-field';
import { FormField, type FormFieldProps } from './form-field';

/**
 * The account fields of both apps' forms (sign in, registration, profile, forgot and change
 * password, address): each is a `FormField` with its control and the browser hints that go with
 * the kind of value (input type, `autocomplete`, no auto-capitalisation), written once so every
 * form gets them right. Labels, validation and `required` still come from the form.
 */
export type AccountFieldProps<C extends ComponentType<never>, Set extends string> = Omit<
  FormFieldProps<C>,
  'component' | 'name' | Set
> & {
  /** Field name in the form values. */
  name?: string;
};

/**
 * An e-mail address: `type="email"`, `autocomplete="email"`, not capitalised.
 *
 * @example <EmailFormField label={t('email')} required />
 */
export function EmailFormField({
  name = 'email',
  ...props
}: AccountFieldProps<typeof TextField, 'type' | 'autoComplete'>) {
  return (
    <FormField name={name} component={TextField} type="email" autoComplete="email" autoCapitalize="none" {...props} />
  );
}

/**
 * A sign-in username: `autocomplete="username"`, not capitalised, not spell-checked.
 *
 * @example <UsernameFormField label={t('username')} required />
 */
export function UsernameFormField({
  name = 'username',
  ...props
}: AccountFieldProps<typeof TextField, 'autoComplete'>) {
  return (
    <FormField
      name={name}
      component={TextField}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** Props of PasswordFormField. */
export type PasswordFormFieldProps = AccountFieldProps<typeof PasswordField, 'autoComplete'> & {
  /** `current` to sign in or prove it is you; `new` to choose one (and confirm it), so password managers offer to save it. @default 'current' */
  purpose?: 'current' | 'new';
};

/**
 * A password, with `autocomplete` `current-password` or `new-password` after its purpose.
 *
 * @example <PasswordFormField name="confirm_password" purpose="new" label={t('confirmPassword')} required />
 */
export function PasswordFormField({ name = 'password', purpose = 'current', ...props }: PasswordFormFieldProps) {
  return <FormField name={name} component={PasswordField} autoComplete={`${purpose}-password`} {...props} />;
}

/** Props of PersonNameFormField. */
export type PersonNameFormFieldProps = AccountFieldProps<typeof TextField, 'autoComplete'> & {
  /** Which part of the name: `given` (first name) or `family` (last name). */
  part: 'given' | 'family';
};

/**
 * A first or last name, with `autocomplete` `given-name` or `family-name`.
 *
 * @example <PersonNameFormField name="first_name" part="given" label={t('firstName')} required />
 */
export function PersonNameFormField({ name, part, ...props }: PersonNameFormFieldProps & { name: string }) {
  return <FormField name={name} component={TextField} autoComplete={`${part}-name`} {...props} />;
}
