import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PREFERRED_PHONE_COUNTRY } from '@kk/domain';
import type { TranslationKey } from '@kk/i18n';

const MOROCCO = PREFERRED_PHONE_COUNTRY as CountryCode;

/**
 * Reads a phone number the way the shop accepts it (§1, §9: Morocco preferred): a Moroccan mobile
 * (06, 07) or landline (05), with or without +212 / 00212, spaces, dots and dashes allowed; or any
 * valid number written with its international prefix. Letters are never part of a number.
 */
function parsePhone(value: string) {
  const text = value.trim();
  if (text === '' || /[^\d\s.\-+()]/.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(text.replace(/^00/, '+'), MOROCCO);
  if (!phone?.isValid()) return undefined;
  if (phone.country === MOROCCO && !/^[567]/.test(phone.nationalNumber)) return undefined;
  return phone;
}

/**
 * The validation error of a phone field, or undefined when the number is accepted (an empty value
 * is the "required" rule's business, not this one's). "12", "12ab" and "abc" are refused;
 * "0661234567", "+212 6 61 23 45 67" and "05 22 12 34 56" are accepted.
 */
export function phoneError(value: string | null | undefined): TranslationKey | undefined {
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  return parsePhone(text) ? undefined : 'validation:phoneFormat';
}

/**
 * A phone number as the shop shows it: national format for a Moroccan number ("06 61 23 45 67"),
 * international for another country's, as given when it cannot be read. Show it in a `dir="ltr"`
 * element (or `<bdi>`) so Arabic text keeps its digits in order.
 */
export function displayPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  const phone = parsePhone(text);
  if (!phone) return text;
  return phone.country === MOROCCO ? phone.formatNational() : phone.formatInternational();
}

/** The `tel:` link of a number (E.164 when it can be read, the digits as given otherwise), or null. */
export function telHref(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const phone = parsePhone(text);
  if (phone) return `tel:${phone.number}`;
  const digits = text.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}
