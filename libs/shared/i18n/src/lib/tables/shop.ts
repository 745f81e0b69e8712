import type { ResourceKey } from 'i18next';
import type { TranslationTables } from '../resources';

/** The shop's tables: the shared namespaces and the `shop-*` ones. */
export const shopTables: TranslationTables = import.meta.glob<{ default: ResourceKey }>(
  '../../locales/*/{common,errors,validation,shop-*}.json',
);
