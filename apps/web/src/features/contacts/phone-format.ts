import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { digitsOf } from './phone-digits';

export { phoneHref } from './phone-digits';

/** Shows 5511987654321 as '+55 11 98765 4321'; anything that is not a possible phone number stays as stored. */
export function formatPhoneNumber(number: string): string {
  const digits = digitsOf(number);
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : number;
}
