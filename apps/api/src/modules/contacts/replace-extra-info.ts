import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { ContactCustomField } from '../../models/index.js';
import type { ExtraInfoInput } from './contacts.schemas.js';

/**
 * Makes a contact's extra info exactly the given list: rows with one of the contact's ids are updated,
 * the others created, and fields left out deleted. An id that is not this contact's (a field someone
 * else deleted meanwhile, or another contact's) is saved as a new field: nothing outside the contact
 * is ever touched. The caller has checked the contact belongs to the company and holds the transaction.
 */
export async function replaceExtraInfo(ctx: ServiceContext, contactId: number, items: ExtraInfoInput): Promise<void> {
  const transaction = ctx.transaction;
  const current = await ContactCustomField.findAll({ where: { contactId }, attributes: ['id'], transaction });
  const currentIds = new Set(current.map((field) => field.id));
  const isKept = (item: ExtraInfoInput[number]) => typeof item.id === 'number' && currentIds.has(item.id);
  const kept = items.filter(isKept);
  const keptIds = kept.map((item) => item.id as number);
  await ContactCustomField.destroy({ where: { contactId, id: { [Op.notIn]: keptIds.length ? keptIds : [0] } }, transaction });
  for (const item of kept) {
    await ContactCustomField.update({ name: item.name, value: item.value }, { where: { id: item.id as number, contactId }, transaction });
  }
  const added = items.filter((item) => !isKept(item));
  if (added.length) {
    await ContactCustomField.bulkCreate(
      added.map((item) => ({ name: item.name, value: item.value, contactId })),
      { transaction },
    );
  }
}
