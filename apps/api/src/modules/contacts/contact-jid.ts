import type { Contact } from '../../models/index.js';

/** The user part of a JID (`123@lid` → `123`). */
export const jidUser = (jid: string) => jid.split('@')[0].split(':')[0];

/** The chat JID that reaches a contact: its group, its phone number, or (phone not shared) its LID. */
export function chatJidOf(contact: Pick<Contact, 'number' | 'lid' | 'isGroup'>): string | null {
  if (contact.isGroup) return contact.number ? `${contact.number}@g.us` : null;
  if (contact.number) return `${contact.number}@s.whatsapp.net`;
  return contact.lid;
}
