export { ViewToggle, type ViewToggleProps, type ViewMode } from './view-toggle';
