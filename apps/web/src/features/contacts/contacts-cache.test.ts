import { describe, expect, it } from 'vitest';
import type { ContactRefDTO } from '@zapdesk/shared';
import { flattenContacts, matchesContactSearch, upsertContact, type ContactsData } from './contacts-cache';

const ref = (id: number, name: string, number: string | null = `55119000000${id}`): ContactRefDTO => ({
  id,
  name,
  number,
  email: '',
  profilePicUrl: '',
  isGroup: false,
});

const data = (...pages: ContactRefDTO[][]): ContactsData => ({
  pages: pages.map((contacts) => ({ contacts, hasMore: false, count: contacts.length })),
  pageParams: pages.map((_, i) => i + 1),
});

describe('matchesContactSearch', () => {
  it('matches the name in any case, or the digits of the number whatever mask was typed', () => {
    const maria = ref(1, 'Maria Oliveira', '5511987654321');
    expect(matchesContactSearch(maria, '')).toBe(true);
    expect(matchesContactSearch(maria, 'olive')).toBe(true);
    expect(matchesContactSearch(maria, '(11) 98765')).toBe(true);
    expect(matchesContactSearch(maria, 'joão')).toBe(false);
    expect(matchesContactSearch(ref(2, 'Grupo', null), '123')).toBe(false);
  });
});

describe('upsertContact', () => {
  it('updates a listed contact in place and adds a new one on top only when asked', () => {
    const before = data([ref(1, 'Ana')], [ref(2, 'Bia')]);
    expect(flattenContacts(upsertContact(before, ref(2, 'Beatriz'), true)).map((c) => c.name)).toEqual(['Ana', 'Beatriz']);
    expect(flattenContacts(upsertContact(before, ref(3, 'Caio'), true)).map((c) => c.name)).toEqual(['Caio', 'Ana', 'Bia']);
    expect(flattenContacts(upsertContact(before, ref(3, 'Caio'), false)).map((c) => c.name)).toEqual(['Ana', 'Bia']);
  });

  it('shows a contact that two pages hold once', () => {
    expect(flattenContacts(data([ref(1, 'Ana'), ref(2, 'Bia')], [ref(2, 'Bia'), ref(3, 'Caio')])).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
