import type { ResourceKey } from 'i18next';
import type { TranslationTables } from '../resources';

/** Every table of both apps: Storybook and tests, which render screens of both. */
export const allTables: TranslationTables = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');
