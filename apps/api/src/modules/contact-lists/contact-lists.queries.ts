import { literal } from 'sequelize';
import type { ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { ContactList, ContactListItem } from '../../models/index.js';
import { presentContactList, presentContactListItem } from './contact-lists.presenter.js';

/** The list's size, counted in the same query (the items' (companyId, contactListId, number) index). */
export const contactsCountAttribute = [
  literal('(SELECT count(*) FROM contact_list_items i WHERE i."contactListId" = "ContactList".id AND i."companyId" = "ContactList"."companyId")'),
  'contactsCount',
] as [ReturnType<typeof literal>, string];

/** One list of the company, locked for the transaction's write; 404 for another company's. */
export const lockContactList = (ctx: ServiceContext, id: number) => findOrFail(ContactList, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });

export async function loadContactListDto(ctx: ServiceContext, id: number): Promise<ContactListDTO> {
  return presentContactList(await findOrFail(ContactList, ctx, id, 'ERR_NOT_FOUND', { attributes: { include: [contactsCountAttribute] } }));
}

export async function loadContactListItemDto(ctx: ServiceContext, id: number): Promise<ContactListItemDTO> {
  return presentContactListItem(await findOrFail(ContactListItem, ctx, id));
}

/** company-{id}-ContactList (the contract's spelling), after the commit. */
export function publishContactList(ctx: ServiceContext, action: 'create' | 'update', record: ContactListDTO): void {
  publish(ctx, { entity: 'ContactList', payload: { action, record } });
}

export function publishContactListDeleted(ctx: ServiceContext, id: number): void {
  publish(ctx, { entity: 'ContactList', payload: { action: 'delete', id } });
}

export function publishContactListItem(ctx: ServiceContext, action: 'create' | 'update', record: ContactListItemDTO): void {
  publish(ctx, { entity: 'ContactListItem', payload: { action, record } });
}

export function publishContactListItemDeleted(ctx: ServiceContext, id: number): void {
  publish(ctx, { entity: 'ContactListItem', payload: { action: 'delete', id } });
}

/** After an import or a check of many numbers: the list's screens reload instead of taking thousands of events. */
export function publishContactListReload(ctx: ServiceContext, contactListId: number): void {
  publish(ctx, { entity: 'ContactListItem', payload: { action: 'reload', contactListId } });
}
