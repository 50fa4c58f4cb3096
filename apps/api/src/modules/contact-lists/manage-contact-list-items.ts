import type { ContactListItemDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { ContactList, ContactListItem } from '../../models/index.js';
import { requestNumberCheck } from '../campaigns/campaign-jobs.js';
import { loadContactListItemDto, publishContactListItem, publishContactListItemDeleted } from './contact-lists.queries.js';
import type { ContactListItemCreateInput, ContactListItemUpdateInput } from './contact-lists.schemas.js';
import { unlessTaken } from '../contacts/savepoint.js';

// The CRUD of one list's numbers. A new or changed number is unchecked (isWhatsappValid null) until the
// background check asks WhatsApp about it.

const duplicated = () => new AppError('ERR_DUPLICATED_CONTACT', 400, 'number: already in the list', { field: 'number' });

/** POST /contact-list-items: a number new to the list (400 ERR_DUPLICATED_CONTACT otherwise). */
export async function createContactListItem(ctx: ServiceContext, input: ContactListItemCreateInput): Promise<ContactListItemDTO> {
  const record = await inTransaction(ctx, async (tx) => {
    await findOrFail(ContactList, tx, input.contactListId);
    const created = await unlessTaken(tx, (sp) =>
      ContactListItem.create(
        { name: input.name, number: input.number, email: input.email ?? '', contactListId: input.contactListId, companyId: ctx.companyId },
        { transaction: sp.transaction },
      ),
    );
    if (!created) throw duplicated();
    return created;
  });
  await requestNumberCheck(ctx);
  const dto = await loadContactListItemDto(ctx, record.id);
  publishContactListItem(ctx, 'create', dto);
  return dto;
}

/** PUT /contact-list-items/:id: a changed number is checked again. */
export async function updateContactListItem(ctx: ServiceContext, id: number, input: ContactListItemUpdateInput): Promise<ContactListItemDTO> {
  const renumbered = await inTransaction(ctx, async (tx) => {
    const record = await findOrFail(ContactListItem, tx, id, 'ERR_NOT_FOUND', { lock: tx.transaction?.LOCK.UPDATE });
    const changedNumber = input.number !== undefined && input.number !== record.number;
    const saved = await unlessTaken(tx, (sp) =>
      record.update(
        {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.email !== undefined && { email: input.email }),
          ...(changedNumber && { number: input.number, isWhatsappValid: null }),
        },
        { transaction: sp.transaction },
      ),
    );
    if (!saved) throw duplicated();
    return changedNumber;
  });
  if (renumbered) await requestNumberCheck(ctx);
  const dto = await loadContactListItemDto(ctx, id);
  publishContactListItem(ctx, 'update', dto);
  return dto;
}

/** DELETE /contact-list-items/:id. */
export async function deleteContactListItem(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const record = await findOrFail(ContactListItem, tx, id, 'ERR_NOT_FOUND', { lock: tx.transaction?.LOCK.UPDATE });
    await record.destroy({ transaction: tx.transaction });
  });
  publishContactListItemDeleted(ctx, id);
}
