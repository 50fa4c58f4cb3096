import { UniqueConstraintError, type Includeable } from 'sequelize';
import type { ContactDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Contact, ContactCustomField, Whatsapp } from '../../models/index.js';
import { presentContact } from './contacts.presenter.js';

/** What a ContactDTO needs: extra info in creation order (its own query, so it never multiplies rows) and the connection. */
export const contactIncludes: Includeable[] = [
  { model: ContactCustomField, as: 'extraInfo', separate: true, order: [['id', 'ASC']] },
  { model: Whatsapp, attributes: ['id', 'name'] },
];

export const duplicatedContact = () => new AppError('ERR_DUPLICATED_CONTACT', 409, 'A contact with this number already exists', { field: 'number' });

/** A concurrent save of the same number loses on the unique index: the same 409 as the check before it. */
export function rethrowDuplicatedContact(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw duplicatedContact();
  throw error;
}

/** 409 ERR_DUPLICATED_CONTACT when another contact of the company already has the number. */
export async function ensureNumberFree(ctx: ServiceContext, number: string, exceptId?: number): Promise<void> {
  const holder = await Contact.findOne({ where: { companyId: ctx.companyId, number }, attributes: ['id'], transaction: ctx.transaction });
  if (holder && holder.id !== exceptId) throw duplicatedContact();
}

/** One contact of the company as a ContactDTO; 404 ERR_NO_CONTACT_FOUND otherwise. */
export async function loadContactDto(ctx: ServiceContext, id: number): Promise<ContactDTO> {
  return presentContact(await findOrFail(Contact, ctx, id, 'ERR_NO_CONTACT_FOUND', { include: contactIncludes }));
}

/** Tells the company's screens (after the commit) that a contact was created or changed. */
export function publishContact(ctx: ServiceContext, action: 'create' | 'update', contact: ContactDTO): void {
  publish(ctx, { entity: 'contact', payload: { action, contact } });
}
