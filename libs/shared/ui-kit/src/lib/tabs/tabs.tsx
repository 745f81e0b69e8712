import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { horizontalStep, useThemeDirection } from '../theme/direction';
import { useRevealInScroller } from '../utils/reveal-in-scroller';
import { useControllableState } from '../utils/use-controllable-state';
import { Tab, TabList, TabPanel, TabsRoot } from './tabs.styles';

/** One tab and its panel. */
export interface TabItem {
  /** Stable id of the tab (used in onChange). */
  id: string;
  /** Tab text. */
  label: string;
  /** Extra content after the label, e.g. a count Badge. */
  adornment?: ReactNode;
  /** Content of the panel. */
  content: ReactNode;
  /** Not selectable. @default false */
  disabled?: boolean;
}

/** Props of Tabs. */
export interface TabsProps {
  /** Accessible name of the tab list (e.g. 'Mes devis'). */
  label: string;
  /** The tabs, in order. */
  tabs: readonly TabItem[];
  /** Id of the selected tab (controlled). */
  value?: string;
  /** Initially selected tab when uncontrolled. Defaults to the first enabled tab. */
  defaultValue?: string;
  /** Called with the id of the newly selected tab. */
  onChange?: (id: string) => void;
  /**
   * `automatic`: arrow keys select as they move (panels are cheap). `manual`: arrows only move focus,
   * Enter or Space selects (panels that load data).
   * @default 'automatic'
   */
  activation?: 'automatic' | 'manual';
  /** Tabs share the whole width (mobile). @default false */
  fitted?: boolean;
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop for the list; Left/Right arrows move between tabs,
 * swapped in right-to-left text so the arrow always points where focus goes; Home/End jump to the ends.
 *
 * @example
 * <Tabs label={t('myQuotes')} tabs={[{ id: 'received', label: t('received'), content: <Received /> }, { id: 'requests', label: t('requests'), content: <Requests /> }]} />
 */
export function Tabs({
  label,
  tabs,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  fitted = false,
}: TabsProps) {
  const baseId = useId();
  const dir = useThemeDirection();
  const firstEnabled = tabs.find((tab) => !tab.disabled)?.id ?? tabs[0]?.id ?? '';
  const [selected, setSelected] = useControllableState(value, defaultValue ?? firstEnabled, onChange);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // A list wider than the screen (a phone, long labels in Arabic) scrolls sideways: the selected
  // tab is kept in it (at load, when the selection moves, when the list changes size).
  const listRef = useRevealInScroller<HTMLDivElement>(() => tabRefs.current.get(selected), selected);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const focusTab = (id: string) => {
    tabRefs.current.get(id)?.focus();
    if (activation === 'automatic') {
      setSelected(id);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const enabled = tabs.map((tab, i) => ({ tab, i })).filter(({ tab }) => !tab.disabled);
    const position = enabled.findIndex(({ i }) => i === index);
    let target: number | undefined;
    const step = horizontalStep(event.key, dir);
    if (step !== 0) {
      target = (position + step + enabled.length) % enabled.length;
    } else if (event.key === 'Home') {
      target = 0;
    } else if (event.key === 'End') {
      target = enabled.length - 1;
    }
    if (target !== undefined) {
      event.preventDefault();
      focusTab(enabled[target].tab.id);
    }
  };

  return (
    <TabsRoot data-ui="tabs-root">
      <TabList ref={listRef} role="tablist" aria-label={label} $fitted={fitted} data-ui="tabs-list">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              ref={(node: HTMLButtonElement | null) => {
                if (node) tabRefs.current.set(tab.id, node);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              $selected={isSelected}
              data-ui="tabs-tab"
            >
              {tab.label}
              {tab.adornment}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          data-ui="tabs-panel"
        >
          {tab.content}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
