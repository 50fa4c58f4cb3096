// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneHref } from './phone-format';

describe('formatPhoneNumber', () => {
  it('groups a stored WhatsApp number by country, area and line', () => {
    expect(formatPhoneNumber('5511987654321')).toBe('+55 11 98765 4321');
    expect(formatPhoneNumber('14155552671')).toBe('+1 415 555 2671');
  });

  it('leaves what is not a phone number as stored', () => {
    expect(formatPhoneNumber('120363025246125888')).toBe('120363025246125888');
    expect(formatPhoneNumber('')).toBe('');
  });

  it('links to the number with its country code', () => {
    expect(phoneHref('55 (11) 98765-4321')).toBe('tel:+5511987654321');
  });
});
