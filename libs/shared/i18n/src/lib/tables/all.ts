import type { TranslationTables } from '../resources';

/** Every table of both apps: Storybook and tests, which render screens of both. */
export const allTables: TranslationTables = import.meta.glob('../../locales/*/*.json');
