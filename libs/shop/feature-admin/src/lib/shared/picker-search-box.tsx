import { SEARCH_DELAY_MS } from '@kk/domain';
import { useTranslation } from '@kk/i18n';
import { SearchBox } from '@kk/ui-kit';

/** Props of {@link PickerSearchBox}. */
export interface PickerSearchBoxProps {
  label: string;
  placeholder: string;
  /** What is typed, once the typing pauses. */
  onSearch: (term: string) => void;
}

/**
 * The search box that narrows what an admin picks from (articles of the catalogue, schools): its
 * label shown, the shop's typing delay, Clear named by `packs.clearSearch`.
 */
export function PickerSearchBox({ label, placeholder, onSearch }: PickerSearchBoxProps) {
  const { t } = useTranslation('shop-admin');
  return (
    <SearchBox
      label={label}
      placeholder={placeholder}
      clearLabel={t('packs.clearSearch')}
      showLabel
      delay={SEARCH_DELAY_MS}
      onSearch={onSearch}
    />
  );
}
