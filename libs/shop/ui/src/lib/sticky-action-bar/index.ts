export { StickyActionBar, type StickyActionBarProps } from './sticky-action-bar';
