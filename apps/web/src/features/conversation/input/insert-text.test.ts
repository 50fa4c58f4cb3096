// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { insertText } from './insert-text';

describe('insertText', () => {
  it('inserts at the caret and puts the caret after the insertion', () => {
    expect(insertText('Olá mundo', { start: 4, end: 4 }, '😀')).toEqual({ text: 'Olá 😀mundo', caret: 6 });
  });

  it('replaces a selection', () => {
    expect(insertText('Olá mundo', { start: 4, end: 9 }, 'você')).toEqual({ text: 'Olá você', caret: 8 });
  });

  it('keeps an out-of-range selection inside the text', () => {
    expect(insertText('abc', { start: 10, end: 12 }, '!')).toEqual({ text: 'abc!', caret: 4 });
  });
});
