import { parsePhoneNumberFromString, type CountryCode as LibCountryCode } from 'libphonenumber-js/min';

/** Two-letter country code (ISO 3166-1 alpha-2) known to libphonenumber-js, e.g. `MA`, `FR`. */
export type CountryCode = LibCountryCode;

/**
 * Country of numbers typed without an international prefix when none is given: Morocco, the
 * preferred country of the spec (§1, §9). Forms pass the product's `PREFERRED_PHONE_COUNTRY`.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'MA';

/**
 * Whether `value` is a valid phone number. Numbers without an international prefix are read as
 * numbers of `country` (Morocco by default): `06 12 34 56 78` and `+212 6 12 34 56 78` are both valid.
 */
export function isValidPhone(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return parsePhoneNumberFromString(value.trim(), country)?.isValid() ?? false;
}

/**
 * Formats a phone number for display: national format for a number of `country`
 * (`06 12 34 56 78`), international otherwise (`+33 6 12 34 56 78`). Invalid input is returned as typed.
 */
export function formatPhone(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const phone = parsePhoneNumberFromString(value.trim(), country);
  if (!phone?.isValid()) {
    return value;
  }
  return phone.country === country ? phone.formatNational() : phone.formatInternational();
}

/** The E.164 form of a valid number (`+212612345678`), or undefined when it is not valid. */
export function toE164(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const phone = parsePhoneNumberFromString(value.trim(), country);
  return phone?.isValid() ? phone.number : undefined;
}
