import type { TranslationKey } from '@kk/i18n';

/** Errors of a form as full translation keys (`'validation:nameRequired'`), by field (see `translateErrors`, @kk/i18n). */
export type FormErrorKeys<Values> = Partial<Record<keyof Values & string, TranslationKey>>;
