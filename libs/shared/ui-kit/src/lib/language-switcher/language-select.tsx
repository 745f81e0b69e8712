import type { ChangeEvent } from 'react';
import { Select } from '../select/select';
import type { LanguageSwitcherProps } from './language-switcher';

/**
 * Language picker as a drop-down (a compact header, forms, settings), presentational: the same props
 * as {@link LanguageSwitcher}, which shows them as buttons.
 *
 * @example
 * <LanguageSelect {...useLanguageSwitcher()} />
 */
export function LanguageSelect({ value, options, onChange, label }: LanguageSwitcherProps) {
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
