import type { TranslationTables } from '../resources';

/** The shop's tables: the shared namespaces and the `shop-*` ones. */
export const shopTables: TranslationTables = import.meta.glob('../../locales/*/{common,errors,validation,shop-*}.json');
