import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The digits of a stored number (WhatsApp keeps country code + area code + number, no mask). */
function digitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/** Shows 5511987654321 as '+55 11 98765 4321'; anything that is not a possible phone number stays as stored. */
export function formatPhoneNumber(number: string): string {
  const digits = digitsOf(number);
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : number;
}

/** The tel: link of a stored number, dialable from any country. */
export function phoneHref(number: string): string {
  return `tel:+${digitsOf(number)}`;
}
