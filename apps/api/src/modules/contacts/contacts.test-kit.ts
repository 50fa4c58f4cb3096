import { db } from '../../db/sequelize.js';
import type { Company } from '../../models/index.js';
import { Contact, ContactCustomField } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { uniquePhone } from '../tickets/ticket-factories.test-kit.js';

// Contacts built straight with the models for the route tests (the pipeline creates them in production).

export { uniquePhone };

export async function makeContact(company: Company, overrides: Partial<Contact> & { createdAt?: Date } = {}): Promise<Contact> {
  const { createdAt, ...fields } = overrides;
  const contact = await Contact.create({ name: 'Maria Souza', number: uniquePhone(), companyId: company.id, ...fields });
  // Sequelize stamps its own createdAt on insert: the date filters need a chosen one.
  if (createdAt) await db().query('UPDATE contacts SET "createdAt" = :createdAt WHERE id = :id', { replacements: { id: contact.id, createdAt } });
  return contact;
}

export const extraInfoOf = async (contactId: number) =>
  (await ContactCustomField.findAll({ where: { contactId }, order: [['id', 'ASC']] })).map(({ id, name, value }) => ({ id, name, value }));

/** Payloads of the `company-{id}-{entity}` events published so far. */
export const eventPayloads = (company: Company, entity: string) =>
  eventsFor(company.id)
    .filter((e) => e.event === `company-${company.id}-${entity}`)
    .map((e) => e.payload);
