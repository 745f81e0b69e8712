export { KIT_LABELS, type KitLabels, type KitLanguage } from './kit-labels';
export { toKitLanguage, useKitLabels, useKitLanguage } from './kit-locale';
