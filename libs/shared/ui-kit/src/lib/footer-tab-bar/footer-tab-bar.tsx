import type { ElementType, ReactNode } from 'react';
import { Bar, TabButton, TabIcon, TabLabel, TabLink, TabList } from './footer-tab-bar.styles';

/** Fields shared by every tab. */
interface FooterTabBase {
  /** Stable id, compared with `currentId`. */
  id: string;
  /** Text under the icon (from the translations). */
  label: string;
  /** Icon from the kit (HomeIcon, BookIcon, QuoteIcon, UserIcon, NewsIcon). */
  icon: ReactNode;
}

/** A tab that navigates. */
export interface FooterLinkTab extends FooterTabBase {
  /** Destination. */
  href: string;
}

/** A tab that only toggles a highlight (the spec's News tab: it goes nowhere). */
export interface FooterToggleTab extends FooterTabBase {
  /** Whether it is highlighted (`aria-pressed`). */
  highlighted: boolean;
  /** Called when pressed. */
  onToggle: () => void;
}

/** One tab of the footer bar. */
export type FooterTab = FooterLinkTab | FooterToggleTab;

/** Props of FooterTabBar. */
export interface FooterTabBarProps {
  /** Accessible name of the navigation (e.g. 'Navigation principale'). */
  label: string;
  /** The tabs, in order: Home, Occasion, Quotes, Account, News. */
  tabs: readonly FooterTab[];
  /** Id of the tab of the current page (`aria-current="page"`). */
  currentId?: string;
  /** The router's link component (receives `href`, `className`, `aria-current`). @default 'a' */
  linkAs?: ElementType;
  /** Fixed to the bottom of the screen. @default true */
  fixed?: boolean;
  /**
   * From this breakpoint on, the bar becomes a side column: sticky under the app header, one tab per
   * row with its icon beside the label (the same navigation landmark at every width). Place it
   * before the page in a row. @default undefined (a bottom bar at every width)
   */
  sideFrom?: SideBreakpoint;
}

/** Breakpoints from which the bar may become a side column. */
export type SideBreakpoint = 'sm' | 'md' | 'lg' | 'xl';

function isToggle(tab: FooterTab): tab is FooterToggleTab {
  return 'onToggle' in tab;
}

/**
 * An app's section navigation: tabs with icons at the bottom of the screen, or, with `sideFrom`, a
 * side column from that breakpoint on. The current page's tab is marked `aria-current="page"`; a
 * toggle tab (the shop's News) is a button that only highlights; while it is highlighted it alone
 * looks active. Router-agnostic.
 *
 * @example
 * <FooterTabBar label={t('mainNav')} currentId={area} linkAs={AppLink} tabs={[
 *   { id: 'home', label: t('home'), icon: <HomeIcon />, href: '/' }, …,
 *   { id: 'news', label: t('news'), icon: <NewsIcon />, highlighted: news, onToggle: toggleNews },
 * ]} />
 */
export function FooterTabBar({ label, tabs, currentId, linkAs, fixed = true, sideFrom }: FooterTabBarProps) {
  // One tab looks active at a time: while a toggle is highlighted, the current page's tab keeps its
  // `aria-current` (it is still where the user is) but not the active look.
  const toggleOn = tabs.some((tab) => isToggle(tab) && tab.highlighted);
  return (
    <Bar aria-label={label} $fixed={fixed} $sideFrom={sideFrom} data-ui="footer-tab-bar-root">
      <TabList $sideFrom={sideFrom} data-ui="footer-tab-bar-list">
        {tabs.map((tab) => {
          if (isToggle(tab)) {
            return (
              <li key={tab.id}>
                <TabButton
                  type="button"
                  aria-pressed={tab.highlighted}
                  onClick={tab.onToggle}
                  $active={tab.highlighted}
                  $sideFrom={sideFrom}
                  data-ui="footer-tab-bar-toggle"
                >
                  <TabIcon $highlight={tab.highlighted} aria-hidden="true">
                    {tab.icon}
                  </TabIcon>
                  <TabLabel>{tab.label}</TabLabel>
                </TabButton>
              </li>
            );
          }
          const current = tab.id === currentId;
          return (
            <li key={tab.id}>
              <TabLink
                as={linkAs}
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                $active={current && !toggleOn}
                $sideFrom={sideFrom}
                data-ui="footer-tab-bar-link"
              >
                <TabIcon $highlight={false} aria-hidden="true">
                  {tab.icon}
                </TabIcon>
                <TabLabel>{tab.label}</TabLabel>
              </TabLink>
            </li>
          );
        })}
      </TabList>
    </Bar>
  );
}
