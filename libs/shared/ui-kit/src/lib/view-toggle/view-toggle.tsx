import { IconButton } from '../icon-button/icon-button';
import { GridIcon, ListIcon } from '../icons/icons';
import { useKitLabels } from '../locale/kit-locale';
import { ToggleGroup } from './view-toggle.styles';

/** The two ways of showing a collection. */
export type ViewMode = 'list' | 'grid';

/** Props of ViewToggle. */
export interface ViewToggleProps {
  /** Current view (the spec's default is `list`). */
  value: ViewMode;
  /** Called with the view the user picks. */
  onChange: (value: ViewMode) => void;
  /** Accessible name of the group (e.g. 'Affichage'). */
  label: string;
  /** Accessible name of the list button. @default the kit's 'Liste' */
  listLabel?: string;
  /** Accessible name of the grid button. @default the kit's 'Grille' */
  gridLabel?: string;
}

/**
 * List/grid switch: two toggle buttons, the current one pressed (`aria-pressed`).
 *
 * @example
 * <ViewToggle value={view} onChange={setView} label={t('display')} />
 */
export function ViewToggle({ value, onChange, label, listLabel, gridLabel }: ViewToggleProps) {
  const labels = useKitLabels();
  return (
    <ToggleGroup role="group" aria-label={label} data-ui="view-toggle-root">
      <IconButton
        label={listLabel ?? labels.listView}
        icon={<ListIcon />}
        pressed={value === 'list'}
        onClick={() => onChange('list')}
        data-ui="view-toggle-list"
      />
      <IconButton
        label={gridLabel ?? labels.gridView}
        icon={<GridIcon />}
        pressed={value === 'grid'}
        onClick={() => onChange('grid')}
        data-ui="view-toggle-grid"
      />
    </ToggleGroup>
  );
}
