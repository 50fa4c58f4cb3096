import { Op } from 'sequelize';
import type { ContactImportResult } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { AddressBookEntry, Contact, Whatsapp } from '../../models/index.js';
import { presentContact } from './contacts.presenter.js';
import { loadContactDto, publishContact } from './contacts.queries.js';
import { completeIdentity, findByIdentity, type KnownIdentity } from './resolve-contact.js';
import { unlessTaken } from './savepoint.js';

/**
 * POST /contacts/import: the address book that the company's default connection synced from the phone
 * (see sync-address-book.ts) becomes contacts. People with a phone number are imported; one already a
 * contact (by number or LID) is not duplicated, it only learns the identity it lacked and, if it still
 * bears a placeholder name, the saved name. Importing twice changes nothing the second time.
 */
export async function importContacts(ctx: ServiceContext): Promise<ContactImportResult> {
  const connection = await Whatsapp.findOne({
    where: { companyId: ctx.companyId, isDefault: true },
    attributes: ['id', 'name'],
    transaction: ctx.transaction,
  });
  if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 404, 'No default connection found');
  const entries = await AddressBookEntry.findAll({
    where: { companyId: ctx.companyId, whatsappId: connection.id, number: { [Op.ne]: null } },
    order: [['id', 'ASC']],
    transaction: ctx.transaction,
  });
  return inTransaction(ctx, async (tx) => {
    const result: ContactImportResult = { created: 0, updated: 0 };
    for (const entry of entries) {
      const identity: KnownIdentity = { lid: entry.lid ?? undefined, phone: entry.number ?? undefined, name: entry.name };
      const matches = await findByIdentity(tx, identity);
      if (matches.length > 0) {
        const { contact, changed } = await completeIdentity(tx, matches, identity);
        if (!changed) continue;
        result.updated += 1;
        publishContact(tx, 'update', await loadContactDto(tx, contact.id));
        continue;
      }
      // A message creating the same person meanwhile wins the unique index; the entry is then theirs.
      const contact = await unlessTaken(tx, (sp) =>
        Contact.create(
          { name: entry.name, number: entry.number, lid: entry.lid, whatsappId: connection.id, companyId: ctx.companyId },
          { transaction: sp.transaction },
        ),
      );
      if (!contact) continue;
      result.created += 1;
      publishContact(tx, 'create', presentContact(contact, connection));
    }
    return result;
  });
}
