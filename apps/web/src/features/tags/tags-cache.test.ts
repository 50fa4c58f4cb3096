import { describe, expect, it } from 'vitest';
import { makeTag } from './test/fixtures';
import { flattenTags, matchesSearch, removeTag, upsertTag, type TagsData } from './tags-cache';

const data = (...pages: Array<{ names: string[]; hasMore: boolean }>): TagsData => {
  let id = 0;
  return { pageParams: pages.map((_, i) => i + 1), pages: pages.map((page) => ({ hasMore: page.hasMore, tags: page.names.map((name) => makeTag(++id, name)) })) };
};
const names = (value: TagsData) => flattenTags(value).map((tag) => tag.name);

describe('tags cache', () => {
  it('inserts a new tag in name order among the loaded tags', () => {
    expect(names(upsertTag(data({ names: ['Alfa', 'Delta'], hasMore: false }), makeTag(50, 'Charlie'), true))).toEqual(['Alfa', 'Charlie', 'Delta']);
    expect(names(upsertTag(data({ names: ['Alfa'], hasMore: false }), makeTag(50, 'Zulu'), true))).toEqual(['Alfa', 'Zulu']);
  });

  it('leaves a tag that sorts after the loaded pages to the page that will bring it', () => {
    expect(names(upsertTag(data({ names: ['Alfa', 'Bravo'], hasMore: true }), makeTag(50, 'Zulu'), true))).toEqual(['Alfa', 'Bravo']);
  });

  it('replaces a listed tag in place, skips one outside the search and removes by id', () => {
    const listed = data({ names: ['Alfa', 'Bravo'], hasMore: false });
    expect(flattenTags(upsertTag(listed, makeTag(2, 'Bravo', { ticketsCount: 4 }), false))[1].ticketsCount).toBe(4);
    expect(names(upsertTag(listed, makeTag(9, 'Outra'), matchesSearch(makeTag(9, 'Outra'), 'alf')))).toEqual(['Alfa', 'Bravo']);
    expect(names(removeTag(listed, 1))).toEqual(['Bravo']);
  });
});
