import type { ResourceKey } from 'i18next';
import type { TranslationTables } from '../resources';

/** The learning app's tables: the shared namespaces and the `learning-*` ones. */
export const learningTables: TranslationTables = import.meta.glob<{ default: ResourceKey }>(
  '../../locales/*/{common,errors,validation,learning-*}.json',
);
