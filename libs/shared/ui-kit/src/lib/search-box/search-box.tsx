import { useRef, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { TextField } from '../text-field/text-field';
import { useControllableState } from '../utils/use-controllable-state';
import { useDebouncedCallback } from '../utils/use-debounced-callback';
import { SearchForm } from './search-box.styles';

/** Typing pause before a search, in ms: the 500 ms of the spec (§9). */
const DEFAULT_DELAY_MS = 500;

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** Accessible name of the search field and of the search landmark (e.g. 'Rechercher une école'). */
  label: string;
  /** Accessible name of the clear button. @default the kit's 'Effacer la recherche' */
  clearLabel?: string;
  /** Text shown in the empty field. */
  placeholder?: string;
  /** Shows the label above the field instead of only to screen readers. @default false */
  showLabel?: boolean;
  /** Search text (controlled). */
  value?: string;
  /** Initial search text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called on every keystroke with the text (for a controlled field). */
  onChange?: (value: string) => void;
  /**
   * Called with the search term once typing pauses for `delay` ms, at once on Enter, and with ''
   * when the search is cleared. The term is trimmed.
   */
  onSearch: (term: string) => void;
  /**
   * Typing pause before onSearch, in ms. Pass the product's constant (`SEARCH_DELAY_MS` of §9).
   * @default 500
   */
  delay?: number;
}

/**
 * Search field that searches as you type, once typing pauses (500 ms by default), with a clear
 * button. Enter searches at once; Escape clears. It is a `search` landmark.
 *
 * @example
 * <SearchBox label={t('searchSchool')} placeholder={t('searchSchool')} delay={SEARCH_DELAY_MS} onSearch={setName} />
 */
export function SearchBox({
  label,
  clearLabel,
  placeholder,
  showLabel = false,
  value,
  defaultValue = '',
  onChange,
  onSearch,
  delay = DEFAULT_DELAY_MS,
}: SearchBoxProps) {
  const labels = useKitLabels();
  const [text, setText] = useControllableState(value, defaultValue, onChange);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), delay);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    search(event.target.value);
  };

  const clear = () => {
    setText('');
    search.cancel();
    onSearch('');
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.cancel();
    onSearch(text.trim());
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && text) {
      event.preventDefault();
      clear();
    }
  };

  return (
    <SearchForm role="search" aria-label={label} onSubmit={handleSubmit} data-ui="search-box-root">
      <TextField
        ref={inputRef}
        uiName="search-box"
        type="search"
        label={label}
        hideLabel={!showLabel}
        placeholder={placeholder}
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        autoComplete="off"
        enterKeyHint="search"
        startAdornment={<SearchIcon size="sm" />}
        endAdornment={
          text ? (
            <IconButton
              label={clearLabel ?? labels.clearSearch}
              icon={<CloseIcon size="sm" />}
              size="sm"
              round
              onClick={clear}
              data-ui="search-box-clear"
            />
          ) : undefined
        }
      />
    </SearchForm>
  );
}
