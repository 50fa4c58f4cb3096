/** The digits of a stored number (WhatsApp keeps country code + area code + number, no mask). */
export function digitsOf(number: string): string {
  return number.replace(/\D/g, '');
}

/** The tel: link of a stored number, dialable from any country. */
export function phoneHref(number: string): string {
  return `tel:+${digitsOf(number)}`;
}
