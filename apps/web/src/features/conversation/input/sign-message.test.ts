import { describe, expect, it } from 'vitest';
import { readSignOption, signedBody, writeSignOption } from './sign-message';

describe('signedBody', () => {
  it('puts the name in bold and a line break before the trimmed text', () => {
    expect(signedBody('  Olá  ', 'Ana Souza', true)).toBe('*Ana Souza:*\nOlá');
  });

  it('leaves the text alone when not signing, and signs nothing empty', () => {
    expect(signedBody(' Olá ', 'Ana Souza', false)).toBe('Olá');
    expect(signedBody('   ', 'Ana Souza', true)).toBe('');
  });
});

describe('sign option', () => {
  it('is on by default and remembers being turned off in signOption', () => {
    expect(readSignOption()).toBe(true);
    writeSignOption(false);
    expect(window.localStorage.getItem('signOption')).toBe('false');
    expect(readSignOption()).toBe(false);
    writeSignOption(true);
    expect(readSignOption()).toBe(true);
  });
});
