import { useState } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/** Props of PasswordField. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Accessible name of the toggle while the password is hidden. @default the kit's 'Afficher le mot de passe' */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. @default the kit's 'Masquer le mot de passe' */
  hidePasswordLabel?: string;
  /**
   * Autocomplete hint: `current-password` on login, `new-password` on registration.
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * Password input with a show/hide toggle. The toggle's name says what pressing it will do (the
 * kit's text in the ThemeRoot language unless given).
 *
 * @example
 * <PasswordField label={t('password')} autoComplete="new-password" />
 */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const labels = useKitLabels();
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
          label={visible ? (hidePasswordLabel ?? labels.hidePassword) : (showPasswordLabel ?? labels.showPassword)}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onClick={() => setVisible((v) => !v)}
          disabled={disabled}
          data-ui="password-field-toggle"
        />
      }
    />
  );
}
