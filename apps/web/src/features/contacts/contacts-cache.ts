import type { InfiniteData } from '@tanstack/react-query';
import type { ContactRefDTO, ContactsPage } from '@zapdesk/shared';

/**
 * A page of the contacts list as cached. Rows are contact refs: the list shows only what a ref carries,
 * and the `contact` socket event brings refs, so live rows and fetched rows have one shape.
 */
export type ContactRowsPage = Omit<ContactsPage, 'contacts'> & { contacts: ContactRefDTO[] };
export type ContactsData = InfiniteData<ContactRowsPage, unknown>;

/** Whether a contact belongs in a list searched by `searchParam`: name (any case) or number digits, as the API matches. */
export function matchesContactSearch(contact: ContactRefDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  if (!search) return true;
  if (contact.name.toLowerCase().includes(search)) return true;
  const digits = search.replace(/\D/g, '');
  return digits !== '' && (contact.number ?? '').includes(digits);
}

/** Updates the contact where it is listed (keeping fields the ref lacks); otherwise adds it on top when `addIfMissing`. */
export function upsertContact(data: ContactsData, contact: ContactRefDTO, addIfMissing: boolean): ContactsData {
  const listed = data.pages.some((page) => page.contacts.some((c) => c.id === contact.id));
  if (listed) {
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, contacts: page.contacts.map((c) => (c.id === contact.id ? { ...c, ...contact } : c)) })),
    };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, contacts: [contact, ...first.contacts], count: first.count + 1 }, ...rest] };
}

export function removeContact(data: ContactsData, contactId: number): ContactsData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, contacts: page.contacts.filter((c) => c.id !== contactId) })) };
}

/** The pages as one list; a contact shifted between pages by a live insert is shown once. */
export function flattenContacts(data: ContactsData | undefined): ContactRefDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.contacts.filter((contact) => {
      if (seen.has(contact.id)) return false;
      seen.add(contact.id);
      return true;
    }),
  );
}
