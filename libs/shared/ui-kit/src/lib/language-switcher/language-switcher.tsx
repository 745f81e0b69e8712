import type { ChangeEvent } from 'react';
import { Select } from '../select/select';
import { Segment, Segments } from './language-switcher.styles';

/** One language choice. */
export interface LanguageOption {
  /** Language code given to onChange (`fr`, `ar`, `en`). */
  value: string;
  /** Name shown, best in the language itself ('Français', 'العربية', 'English', or 'FR', 'ع', 'EN'). */
  label: string;
  /** Language of the label, so screen readers pronounce it right. Defaults to `value`. */
  lang?: string;
}

/** Props of LanguageSwitcher: what the i18n lib's hook returns, plus the look. */
export interface LanguageSwitcherProps {
  /** Current language code. */
  value: string;
  /** The languages offered. */
  options: readonly LanguageOption[];
  /** Called with the chosen language code. */
  onChange: (value: string) => void;
  /** Accessible name of the switcher (e.g. 'Langue'). */
  label: string;
  /**
   * `buttons`: a compact segmented control (header); `select`: a drop-down (forms, settings).
   * @default 'buttons'
   */
  variant?: 'buttons' | 'select';
}

/**
 * Language picker, presentational: the app wires it to i18n (the i18n lib's hook returns `value`,
 * `options`, `onChange` and `label`). Each name carries its own `lang`.
 *
 * @example
 * <LanguageSwitcher {...useLanguageSwitcher()} />
 */
export function LanguageSwitcher({ value, options, onChange, label, variant = 'buttons' }: LanguageSwitcherProps) {
  if (variant === 'select') {
    return (
      <Select
        label={label}
        hideLabel
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        options={options.map(({ value: code, label: name }) => ({ value: code, label: name }))}
      />
    );
  }
  return (
    <Segments role="group" aria-label={label} data-ui="language-switcher-root">
      {options.map((option) => (
        <Segment
          key={option.value}
          type="button"
          lang={option.lang ?? option.value}
          aria-pressed={option.value === value}
          $selected={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
          data-ui="language-switcher-option"
        >
          {option.label}
        </Segment>
      ))}
    </Segments>
  );
}
