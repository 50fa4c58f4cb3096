// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeQuickMessage } from './test/fixtures';
import { matchQuickReplies, quickReplyLabel, quickReplyQuery } from './quick-replies';

describe('quickReplyQuery', () => {
  it('starts only when the text begins with / and has more than one character', () => {
    expect(quickReplyQuery('')).toBeNull();
    expect(quickReplyQuery('/')).toBeNull();
    expect(quickReplyQuery('oi /b')).toBeNull();
    expect(quickReplyQuery('/B')).toBe('b');
  });
});

describe('quickReplyLabel', () => {
  it('keeps a message of 35 characters whole and cuts a longer one at 35 plus ...', () => {
    const exactly35 = 'a'.repeat(35);
    expect(quickReplyLabel({ shortcode: 'x', message: exactly35 })).toBe(`/x - ${exactly35}`);
    expect(quickReplyLabel({ shortcode: 'x', message: `${exactly35}b` })).toBe(`/x - ${exactly35}...`);
  });
});

describe('matchQuickReplies', () => {
  const list = [
    makeQuickMessage({ id: 1, shortcode: 'reboleto' }),
    makeQuickMessage({ id: 2, shortcode: 'Boleto' }),
    makeQuickMessage({ id: 3, shortcode: 'pix' }),
  ];

  it('matches shortcodes containing the text, ignoring case, those starting with it first', () => {
    expect(matchQuickReplies(list, '/bol').map((q) => q.id)).toEqual([2, 1]);
    expect(matchQuickReplies(list, '/PI').map((q) => q.id)).toEqual([3]);
    expect(matchQuickReplies(list, '/zzz')).toEqual([]);
    expect(matchQuickReplies(list, '/')).toEqual([]);
  });
});
