import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Shows 5511987654321 as '+55 11 98765 4321'; a group id or anything else stays as stored. */
export function formatPhone(number: string | null | undefined): string {
  if (!number) return '';
  const digits = number.replace(/\D/g, '');
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : number;
}
