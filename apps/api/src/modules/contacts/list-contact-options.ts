import type { ContactDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Contact } from '../../models/index.js';
import { presentContact } from './contacts.presenter.js';
import { contactIncludes } from './contacts.queries.js';

/** GET /contacts/list: every contact of the company by name, for pickers (schedules, new ticket, campaigns). */
export async function listContactOptions(ctx: ServiceContext): Promise<ContactDTO[]> {
  const contacts = await Contact.findAll({
    where: { companyId: ctx.companyId },
    include: contactIncludes,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return contacts.map((contact) => presentContact(contact));
}
