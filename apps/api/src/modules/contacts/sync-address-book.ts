import { Op, type WhereOptions } from 'sequelize';
import type { ContactIdentity } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { AddressBookEntry } from '../../models/index.js';
import { knownIdentity } from './resolve-contact.js';
import { unlessTaken } from './savepoint.js';
import { updateContactIdentities } from './update-contact-identities.js';

type SyncedPerson = ContactIdentity & { name?: string };

const MAX_NAME = 255;
const cleanName = (name: string | undefined) => name?.trim().slice(0, MAX_NAME) || undefined;

/**
 * Keeps one address-book entry per person of the connection's phone. Only a person the owner saved (an
 * address-book name) creates an entry; identities without one (a LID ↔ phone pair, a push name) only
 * complete an entry, so group members and strangers who wrote never become importable.
 */
async function recordEntry(ctx: ServiceContext, whatsappId: number, person: SyncedPerson): Promise<void> {
  const { lid, phone } = knownIdentity({ lid: person.lid, phone: person.phone });
  const name = cleanName(person.name);
  const pushName = cleanName(person.pushName);
  const alternatives: WhereOptions[] = [];
  if (lid) alternatives.push({ lid });
  if (phone) alternatives.push({ number: phone });
  if (alternatives.length === 0) return;
  const matches = await AddressBookEntry.findAll({
    where: { companyId: ctx.companyId, whatsappId, [Op.or]: alternatives },
    order: [['id', 'ASC']],
    transaction: ctx.transaction,
  });
  if (matches.length === 0) {
    if (!name) return;
    await unlessTaken(ctx, (sp) =>
      AddressBookEntry.create(
        { lid: lid ?? null, number: phone ?? null, name, pushName: pushName ?? null, whatsappId, companyId: ctx.companyId },
        { transaction: sp.transaction },
      ),
    );
    return;
  }
  const entry = matches.find((e) => lid && e.lid === lid) ?? matches[0];
  const changes: Partial<Pick<AddressBookEntry, 'lid' | 'number' | 'name' | 'pushName'>> = {};
  if (lid && !entry.lid) changes.lid = lid;
  if (phone && !entry.number && !matches.some((e) => e.id !== entry.id && e.number === phone)) changes.number = phone;
  if (name && name !== entry.name) changes.name = name;
  if (pushName && pushName !== entry.pushName) changes.pushName = pushName;
  if (Object.keys(changes).length === 0) return;
  await unlessTaken(ctx, (sp) => AddressBookEntry.update(changes, { where: { id: entry.id, companyId: ctx.companyId }, transaction: sp.transaction }));
}

/**
 * The pipeline's handling of a contacts event (address-book sync, LID ↔ phone pairs, names) of a
 * connection: the phone's address book is recorded for POST /contacts/import, and the contacts we
 * already have learn their other identity and a name. Returns how many contacts changed.
 */
export async function syncAddressBook(ctx: ServiceContext, whatsappId: number, people: SyncedPerson[]): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    for (const person of people) await recordEntry(tx, whatsappId, person);
    return updateContactIdentities(tx, people);
  });
}
