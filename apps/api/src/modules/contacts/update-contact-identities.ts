import type { ContactIdentity } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { presentContactRef } from './contacts.presenter.js';
import { completeIdentity, findByIdentity, knownIdentity } from './resolve-contact.js';

/**
 * Applies what WhatsApp tells us about people (LID ↔ phone pairs, names) to the contacts we already
 * have. It never creates one: an address book sync would otherwise fill the contacts list with people
 * who never wrote. Names replace only placeholder names, never one an attendant chose.
 */
export async function updateContactIdentities(ctx: ServiceContext, people: (ContactIdentity & { name?: string })[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    let changedCount = 0;
    for (const person of people) {
      const identity = knownIdentity(person);
      const matches = await findByIdentity(tx, identity);
      if (matches.length === 0) continue;
      const { contact, changed } = await completeIdentity(tx, matches, identity);
      if (!changed) continue;
      changedCount += 1;
      publish(tx, { entity: 'contact', payload: { action: 'update', contact: presentContactRef(contact) } });
    }
    return changedCount;
  });
}
