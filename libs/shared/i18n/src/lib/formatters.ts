import type { Language } from '@kk/domain';
import { LOCALES } from './languages';

/** A date as the backend or a form gives it: a `Date`, an ISO string or a timestamp. */
export type DateInput = Date | string | number;

/** How much of a date to show: the `Intl` date styles, or `dmy` for `DD/MM/YYYY`. */
export type DateStyle = 'short' | 'medium' | 'long' | 'full' | 'dmy';

/**
 * The currency label after a price. French and English keep the spec's `Dhs`; Arabic writes the
 * word درهم (what Moroccan shops print), rather than the abbreviation د.م. whose dots get
 * scattered by the bidirectional algorithm next to numbers. It lives here, not in a table, so
 * that `formatPrice` works anywhere (outside React, before any table has loaded).
 */
export const CURRENCY_LABELS: Readonly<Record<Language, string>> = {
  fr: 'Dhs',
  ar: 'درهم',
  en: 'Dhs',
};

/**
 * Moroccan UIs, Arabic included, write numbers with Latin digits (0-9), so every formatter asks
 * `Intl` for the `latn` numbering system explicitly: browsers whose data default `ar` to
 * Arabic-Indic digits then agree with the others.
 */
function intlLocale(lng: Language): string {
  return `${LOCALES[lng] ?? LOCALES.fr}-u-nu-latn`;
}

/**
 * One `Intl` formatter per language and options, made on first use: making one reads the locale's
 * data (a long list of prices paid for it at every row: 50 ms of a page's render on a 4× slower
 * CPU), using one is cheap.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  lng: Language,
  options: object | undefined,
  make: (locale: string) => F,
): F {
  const key = `${kind} ${lng} ${JSON.stringify(options ?? {})}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(intlLocale(lng));
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A no-break space: keeps a number and its unit on one line. */
const NBSP = '\u00a0';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a date input; `null` when it is not a valid date. A bare `YYYY-MM-DD` is read as that
 * day in local time (`new Date('2024-09-05')` would be UTC midnight, the day before west of UTC).
 */
export function toDate(input: DateInput): Date | null {
  let date: Date;
  const day = typeof input === 'string' ? ISO_DAY.exec(input) : null;
  if (day) date = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  else date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The thousands and decimal separators of each language's Moroccan format, as `Intl` writes them
 * (fr-MA and ar-MA with Latin digits: `1.234,5`; en: `1,234.5`).
 */
const SEPARATORS: Readonly<Record<Language, readonly [group: string, decimal: string]>> = {
  fr: ['.', ','],
  ar: ['.', ','],
  en: [',', '.'],
};

/**
 * `value` with exactly `digits` decimals, grouped by thousands, written here as `Intl` writes it:
 * rounded half away from zero on the number's shortest decimal form, as ICU does (1.005 gives
 * `1,01`; shifting the decimal text, `1.005e2`, reads 100.5 exactly, where `1.005 * 100` is
 * 100.49999…). Why not `Intl`: the first `Intl.NumberFormat` of a page reads the browser's number
 * data, about 12 ms of a desktop core and 50–120 ms of a phone four times slower, whatever the
 * locale, in the task that draws the first prices (or, made in advance, in a long task of its own:
 * docs/performance.md, "Prices without the locale's number data"). The unit tests compare both on
 * thousands of values in every language.
 *
 * @returns null for what this leaves to `Intl`: a negative number or zero's sign, a number written
 *   with an exponent (the shifted text is then no number), or one past 2^52 once shifted (where
 *   halves are no longer exact).
 */
function formatFixed(value: number, digits: number, lng: Language): string | null {
  const shifted = Number(`${value}e${digits}`);
  if (!(shifted >= 0 && shifted < 2 ** 52) || Object.is(value, -0)) return null;
  const all = String(Math.round(shifted)).padStart(digits + 1, '0');
  const [group, decimal] = SEPARATORS[lng] ?? SEPARATORS.fr;
  const integer = all.slice(0, all.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return digits > 0 ? `${integer}${decimal}${all.slice(-digits)}` : integer;
}

/**
 * A number in the language's Moroccan format: `1.234,5` (fr, ar), `1,234.5` (en).
 * Returns '' for a value that is not a finite number. A whole number without options (a count) is
 * written without `Intl` (`formatFixed`), anything else by `Intl.NumberFormat`.
 */
export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions): string {
  if (!Number.isFinite(value)) return '';
  const fixed = options === undefined && Number.isInteger(value) ? formatFixed(value, 0, lng) : null;
  return fixed ?? cached('number', lng, options, (locale) => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * A price in dirhams, written like the kit's `Price`: whole amounts without decimals (`120 Dhs`,
 * `0 Dhs` for the delivery fee of §9), others with two (`12,50 Dhs` fr, `12,50 درهم` ar,
 * `12.50 Dhs` en). The number and the label are joined by a no-break space. Returns '' for a
 * non-finite amount.
 */
export function formatPrice(amount: number, lng: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const number =
    formatFixed(amount, digits, lng) ??
    formatNumber(amount, lng, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return number === '' ? '' : `${number}${NBSP}${CURRENCY_LABELS[lng] ?? CURRENCY_LABELS.fr}`;
}

/** `DD/MM/YYYY` (the format of the spec's date fields), whatever the language. '' when invalid. */
export function formatDateDMY(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/**
 * A date in the language: `5 septembre 2024` (fr, `long`), `5 شتنبر 2024` (ar, Moroccan month
 * names), `September 5, 2024` (en); `dmy` gives `05/09/2024`. Returns '' for an invalid date.
 */
export function formatDate(input: DateInput, lng: Language, style: DateStyle = 'medium'): string {
  if (style === 'dmy') return formatDateDMY(input);
  const date = toDate(input);
  return date
    ? cached('date', lng, { style }, (locale) => new Intl.DateTimeFormat(locale, { dateStyle: style })).format(date)
    : '';
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago or ahead a date is, in words: `il y a 3 jours`, `hier`, `منذ 3 أيام`, `in 2 hours`.
 * Uses the largest unit that fits. Returns '' when either date is invalid.
 */
export function formatRelative(input: DateInput, lng: Language, now: DateInput = new Date()): string {
  const date = toDate(input);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = Math.round((date.getTime() - reference.getTime()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return cached(
    'relative',
    lng,
    undefined,
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  ).format(Math.round(seconds / size), unit);
}

/**
 * French "de" before a name, elided before a vowel sound: `d’Adam`, `d’Imane`, `de Meryem`, `de
 * Hamza` (Moroccan names read their h). Other languages get the name as it is (their tables put
 * their own word around it). Tables write it `Notes {{name, of}}` (French only).
 */
export function formatOf(name: string, lng: Language): string {
  if (lng !== 'fr') return name;
  return /^[aeiouàâäéèêëîïôöûüœæ]/i.test(name.trim()) ? `d’${name}` : `de ${name}`;
}
