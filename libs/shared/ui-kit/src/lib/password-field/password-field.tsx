import { useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/** Props of PasswordField. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden, e.g. 'Afficher le mot de passe'. */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is shown, e.g. 'Masquer le mot de passe'. */
  hidePasswordLabel: string;
  /**
   * Autocomplete hint: `current-password` on login, `new-password` on registration.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * Password input with a show/hide toggle. The toggle's name says what pressing it will do.
 *
 * @example
 * <PasswordField label={t('password')} showPasswordLabel={t('showPassword')} hidePasswordLabel={t('hidePassword')} />
 */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      uiName="password-field"
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // Spell checkers would send the typed password to a dictionary service once it is shown.
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? hidePasswordLabel : showPasswordLabel}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
          data-ui="password-field-toggle"
        />
      }
    />
  );
}
