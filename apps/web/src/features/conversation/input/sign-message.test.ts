import { describe, expect, it } from 'vitest';
import { readSignOption, writeSignOption } from './sign-message';

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
