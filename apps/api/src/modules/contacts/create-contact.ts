import type { ContactDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact } from '../../models/index.js';
import { ensureNumberFree, loadContactDto, publishContact, rethrowDuplicatedContact } from './contacts.queries.js';
import type { ContactCreateInput } from './contacts.schemas.js';
import { replaceExtraInfo } from './replace-extra-info.js';

/**
 * POST /contacts: a contact typed in by an attendant, with its extra info, in one transaction. The
 * number is not checked against WhatsApp here: that needs a live session and bulk checks get numbers
 * banned; starting a ticket is where a wrong number shows.
 */
export async function createContact(ctx: ServiceContext, input: ContactCreateInput): Promise<ContactDTO> {
  return inTransaction(ctx, async (tx) => {
    await ensureNumberFree(tx, input.number);
    const contact = await Contact.create(
      { name: input.name, number: input.number, email: input.email, companyId: ctx.companyId },
      { transaction: tx.transaction },
    );
    if (input.extraInfo?.length) await replaceExtraInfo(tx, contact.id, input.extraInfo);
    const dto = await loadContactDto(tx, contact.id);
    publishContact(tx, 'create', dto);
    return dto;
  }).catch(rethrowDuplicatedContact);
}
