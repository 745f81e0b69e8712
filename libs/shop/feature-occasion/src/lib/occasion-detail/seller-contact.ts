import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PREFERRED_PHONE_COUNTRY } from '@kk/domain';

/** How the seller of a book can be reached from the contact popup. */
export interface SellerContact {
  /** The number as shown: national format for a Moroccan number, international otherwise, as given when unreadable. */
  display: string;
  /** `tel:` link (E.164 when the number is valid), or null when there is no number. */
  telHref: string | null;
  /** WhatsApp chat link (`https://wa.me/<international number>`), or null when chatting is not offered. */
  chatHref: string | null;
}

/** Moroccan mobile numbers start with 6 or 7 after the country code; 5 is a landline. */
function isMoroccanMobile(nationalNumber: string): boolean {
  return nationalNumber.startsWith('6') || nationalNumber.startsWith('7');
}

/**
 * The contact links of a seller's phone number (§2: "phone or chat link"). Numbers without an
 * international prefix are read as Moroccan (§9).
 *
 * Which link shows when:
 * - no number: neither (the popup says the seller left none);
 * - a valid Moroccan mobile (06, 07) or a valid foreign number: call and WhatsApp chat;
 * - a valid Moroccan landline (05): call only, as a landline cannot use WhatsApp;
 * - a number that cannot be read: call only, with the digits as given (the phone app decides).
 *
 * @example sellerContact('06 61 23 45 67') // { display: '06 61 23 45 67', telHref: 'tel:+212661234567', chatHref: 'https://wa.me/212661234567' }
 */
export function sellerContact(
  phone: string | null | undefined,
  country: CountryCode = PREFERRED_PHONE_COUNTRY as CountryCode,
): SellerContact {
  const raw = (phone ?? '').trim();
  if (raw === '') return { display: '', telHref: null, chatHref: null };
  const parsed = parsePhoneNumberFromString(raw, country);
  if (!parsed?.isValid()) {
    const digits = raw.replace(/[^\d+]/g, '');
    return { display: raw, telHref: digits ? `tel:${digits}` : null, chatHref: null };
  }
  const moroccan = parsed.country === 'MA';
  const chat = !moroccan || isMoroccanMobile(String(parsed.nationalNumber));
  return {
    display: parsed.country === country ? parsed.formatNational() : parsed.formatInternational(),
    telHref: `tel:${parsed.number}`,
    chatHref: chat ? `https://wa.me/${String(parsed.number).replace(/^\+/, '')}` : null,
  };
}
