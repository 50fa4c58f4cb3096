import type { ContactDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact } from '../../models/index.js';
import { ensureNumberFree, loadContactDto, publishContact, rethrowDuplicatedContact } from './contacts.queries.js';
import type { ContactUpdateInput } from './contacts.schemas.js';
import { replaceExtraInfo } from './replace-extra-info.js';

/**
 * PUT /contacts/:id: name, number, e-mail and (when sent) the whole extra-info list, in one transaction
 * under the contact's row lock. Leaving extraInfo out keeps the current fields; an empty list clears them.
 */
export async function updateContact(ctx: ServiceContext, id: number, input: ContactUpdateInput): Promise<ContactDTO> {
  return inTransaction(ctx, async (tx) => {
    const contact = await findOrFail(Contact, tx, id, 'ERR_NO_CONTACT_FOUND', { lock: tx.transaction?.LOCK.UPDATE });
    const number = input.number ?? contact.number;
    if (number !== null && number !== contact.number) await ensureNumberFree(tx, number, contact.id);
    await contact.update({ name: input.name, number, email: input.email }, { transaction: tx.transaction });
    if (input.extraInfo) await replaceExtraInfo(tx, contact.id, input.extraInfo);
    const dto = await loadContactDto(tx, contact.id);
    publishContact(tx, 'update', dto);
    return dto;
  }).catch(rethrowDuplicatedContact);
}
