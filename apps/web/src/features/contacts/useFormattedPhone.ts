import { useEffect, useState } from 'react';

/**
 * A stored number as formatPhoneNumber shows it, with libphonenumber (~29 KB gzip) loaded on first use: the
 * contact panel sits in the tickets screen, whose first load has a budget (issue 20). Until it loads, the number
 * shows as stored.
 */
export function useFormattedPhone(number: string): string {
  const [formatted, setFormatted] = useState<{ number: string; text: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('./phone-format').then(({ formatPhoneNumber }) => {
      if (current) setFormatted({ number, text: formatPhoneNumber(number) });
    });
    return () => {
      current = false;
    };
  }, [number]);
  return formatted?.number === number ? formatted.text : number;
}
