import type { ContactDTO } from '@zapdesk/shared';
import { apiErrorCode } from '../../lib/api-client';
import { createContact, fetchAllContacts } from '../../resources/contacts/api';
import type { SharedContact } from './message-parsers';

/** The digits WhatsApp knows a shared card's phone by ('+55 11 98888-7777' → '5511988887777'). */
export const sharedContactDigits = (card: SharedContact) => card.number?.replace(/\D/g, '') ?? '';

async function findByNumber(digits: string): Promise<ContactDTO | undefined> {
  // The search matches names and number digits alike: keep only the contact with exactly this number.
  return (await fetchAllContacts(digits)).find((contact) => contact.number === digits);
}

/**
 * The contact a shared card stands for: the one we already have with its number, or a new one with the
 * card's name. A contact created meanwhile by someone else (ERR_DUPLICATED_CONTACT) is looked up again.
 */
export async function findOrCreateSharedContact(card: SharedContact): Promise<ContactDTO> {
  const digits = sharedContactDigits(card);
  const known = await findByNumber(digits);
  if (known) return known;
  try {
    return await createContact({ name: card.name || digits, number: digits });
  } catch (error) {
    const raced = apiErrorCode(error) === 'ERR_DUPLICATED_CONTACT' ? await findByNumber(digits) : undefined;
    if (raced) return raced;
    throw error;
  }
}
