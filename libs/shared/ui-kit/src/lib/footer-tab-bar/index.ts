export {
  FooterTabBar,
  type FooterTabBarProps,
  type FooterTab,
  type FooterLinkTab,
  type FooterToggleTab,
} from './footer-tab-bar';
