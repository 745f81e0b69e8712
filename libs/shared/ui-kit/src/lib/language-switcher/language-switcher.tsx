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
}

/**
 * Language picker as a compact segmented control (a header), presentational: the app wires it to
 * i18n (the i18n lib's hook returns `value`, `options`, `onChange` and `label`). Each name carries
 * its own `lang`. As a drop-down: {@link LanguageSelect} (its own module, so a frame with the buttons
 * does not load the kit's select field).
 *
 * @example
 * <LanguageSwitcher {...useLanguageSwitcher()} />
 */
export function LanguageSwitcher({ value, options, onChange, label }: LanguageSwitcherProps) {
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
