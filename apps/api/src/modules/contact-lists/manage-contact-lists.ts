import type { ContactListDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { ContactList } from '../../models/index.js';
import { loadContactListDto, lockContactList, publishContactList, publishContactListDeleted } from './contact-lists.queries.js';

// The small CRUD of a company's contact lists (a name each); their items and imports have files of their own.

/** POST /contact-lists. */
export async function createContactList(ctx: ServiceContext, input: { name: string }): Promise<ContactListDTO> {
  const record = await ContactList.create({ name: input.name, companyId: ctx.companyId });
  const dto = await loadContactListDto(ctx, record.id);
  publishContactList(ctx, 'create', dto);
  return dto;
}

/** PUT /contact-lists/:id: renames it. */
export async function updateContactList(ctx: ServiceContext, id: number, input: { name: string }): Promise<ContactListDTO> {
  await inTransaction(ctx, async (tx) => {
    const record = await lockContactList(tx, id);
    await record.update({ name: input.name }, { transaction: tx.transaction });
  });
  const dto = await loadContactListDto(ctx, id);
  publishContactList(ctx, 'update', dto);
  return dto;
}

/** DELETE /contact-lists/:id: the list and its items; campaigns that named it keep their history without it. */
export async function deleteContactList(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const record = await lockContactList(tx, id);
    await record.destroy({ transaction: tx.transaction });
    publishContactListDeleted(tx, id);
  });
}
