export {
  FooterTabBar,
  type FooterTabBarProps,
  type FooterTab,
  type FooterLinkTab,
  type FooterToggleTab,
  type SideBreakpoint,
} from './footer-tab-bar';
