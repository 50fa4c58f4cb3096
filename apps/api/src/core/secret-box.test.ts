import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { lastFour, openSecret, sealSecret } from './secret-box.js';

const original = env.WHATSAPP_AUTH_KEY;
afterEach(() => {
  env.WHATSAPP_AUTH_KEY = original;
});

describe('secret box', () => {
  it('seals with a fresh IV each time and opens only in the same place', () => {
    const first = sealSecret('sk-live-1234abcd', 'prompts.apiKey:7');
    const second = sealSecret('sk-live-1234abcd', 'prompts.apiKey:7');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-live');
    expect(openSecret(first, 'prompts.apiKey:7')).toBe('sk-live-1234abcd');
    expect(() => openSecret(first, 'prompts.apiKey:8')).toThrow(/failed to open/);
    expect(() => openSecret(first, 'prompts.voiceKey:7')).toThrow(/failed to open/);
  });

  it('refuses a tampered value, a plain value and another key', () => {
    const sealed = sealSecret('secret', 'x');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => openSecret(`s1.${bytes.toString('base64')}`, 'x')).toThrow(/failed to open/);
    expect(() => openSecret('secret', 'x')).toThrow(/not a sealed value/);
    env.WHATSAPP_AUTH_KEY = 'b'.repeat(64);
    expect(() => openSecret(sealed, 'x')).toThrow(/failed to open/);
  });

  it('keeps empty as empty and shows only the last four characters', () => {
    expect(sealSecret('', 'x')).toBe('');
    expect(openSecret('', 'x')).toBe('');
    expect(lastFour('sk-abcdef')).toBe('cdef');
  });
});
