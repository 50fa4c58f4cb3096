import { QueryTypes } from 'sequelize';
import type { ContactIdentity } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { db } from '../../db/sequelize.js';
import { Contact } from '../../models/index.js';
import { jidUser } from './contact-jid.js';
import { completeIdentity, hasPlaceholderName, knownIdentity, type KnownIdentity, type ResolvedContact } from './resolve-contact.js';

// resolve-contact.ts for a whole batch of one company: the people of many messages found with one query,
// the new ones created with one statement. The rules are resolve-contact.ts's own (LID or phone, the missing
// identity filled in, the LID's contact winning, the unique indexes settling races).

/** A person to resolve: the identity a message carries and the connection it came on. */
export interface IdentityToResolve {
  identity: ContactIdentity;
  whatsappId: number;
}

const keysOf = ({ lid, phone }: KnownIdentity) => [...(lid ? [`lid:${lid}`] : []), ...(phone ? [`phone:${phone}`] : [])];

/** Contacts of the company holding any of these LIDs or phones, each looked up through its unique index. */
async function findHolders(ctx: ServiceContext, identities: KnownIdentity[]): Promise<Contact[]> {
  const lids = [...new Set(identities.flatMap((i) => (i.lid ? [i.lid] : [])))];
  const phones = [...new Set(identities.flatMap((i) => (i.phone ? [i.phone] : [])))];
  const parts = [
    ...(phones.length ? ['SELECT * FROM contacts WHERE "companyId" = :companyId AND number IN (:phones)'] : []),
    ...(lids.length ? ['SELECT * FROM contacts WHERE "companyId" = :companyId AND lid IN (:lids)'] : []),
  ];
  if (parts.length === 0) return [];
  const rows = await db().query<Record<string, unknown>>(`${parts.join(' UNION ')} ORDER BY id`, {
    replacements: { companyId: ctx.companyId, phones, lids },
    type: QueryTypes.SELECT,
    transaction: ctx.transaction,
  });
  return rows.map((row) => Contact.build(row, { isNewRecord: false, raw: true }));
}

interface NewContact {
  name: string;
  number: string | null;
  lid: string | null;
  whatsappId: number;
}

/** Inserts the new contacts in one statement; a row another transaction created first is skipped (null). */
async function insertContacts(ctx: ServiceContext, rows: NewContact[]): Promise<Map<NewContact, Contact>> {
  const at = now();
  const inserted = await db().query<Record<string, unknown>>(
    `INSERT INTO contacts (uuid, name, number, lid, "whatsappId", "companyId", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), r.name, r.number, r.lid, r."whatsappId", :companyId, CAST(:at AS timestamptz), CAST(:at AS timestamptz)
       FROM json_to_recordset(:rows) AS r(name text, number text, lid text, "whatsappId" int, ord int)
      ORDER BY r.ord
     ON CONFLICT DO NOTHING
     RETURNING *`,
    {
      replacements: { companyId: ctx.companyId, at, rows: JSON.stringify(rows.map((row, ord) => ({ ...row, ord }))) },
      type: QueryTypes.SELECT,
      transaction: ctx.transaction,
    },
  );
  const created = new Map<NewContact, Contact>();
  for (const raw of inserted) {
    const contact = Contact.build(raw, { isNewRecord: false, raw: true });
    const row = rows.find((r) => (r.lid !== null && r.lid === contact.lid) || (r.number !== null && r.number === contact.number));
    if (row) created.set(row, contact);
  }
  return created;
}

/**
 * The contact of each person (in the order given; null for an empty identity), matched by LID or phone
 * (filling in the missing one and a placeholder name), or created and named after the push name or the
 * number. Two messages of one person in the batch resolve to the same contact.
 */
export async function resolveContacts(ctx: ServiceContext, people: IdentityToResolve[]): Promise<(ResolvedContact | null)[]> {
  const identities = people.map((person) => knownIdentity(person.identity));
  const results: (ResolvedContact | null)[] = identities.map(() => null);
  // A lost race (another transaction created the person meanwhile) is followed by one more look.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = identities.flatMap((identity, index) => (results[index] === null && keysOf(identity).length ? [index] : []));
    if (open.length === 0) return results;
    const byKey = new Map<string, Contact>();
    for (const contact of await findHolders(
      ctx,
      open.map((index) => identities[index]),
    )) {
      if (contact.lid) byKey.set(`lid:${contact.lid}`, contact);
      if (contact.number) byKey.set(`phone:${contact.number}`, contact);
    }
    const planned = new Map<string, NewContact>();
    const waiting: [number, NewContact][] = [];
    for (const index of open) {
      const identity = identities[index];
      const matches = [...new Set(keysOf(identity).flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : [])))].sort((a, b) => a.id - b.id);
      if (matches.length > 0) {
        const { contact, changed } = await completeIdentity(ctx, matches, identity);
        for (const key of keysOf({ lid: contact.lid ?? undefined, phone: contact.number ?? undefined })) byKey.set(key, contact);
        results[index] = { contact, created: false, changed };
        continue;
      }
      const already = keysOf(identity)
        .map((key) => planned.get(key))
        .find(Boolean);
      const row = already ?? {
        name: identity.name ?? identity.phone ?? jidUser(identity.lid ?? ''),
        number: identity.phone ?? null,
        lid: identity.lid ?? null,
        whatsappId: people[index].whatsappId,
      };
      // A later message of the same new person may carry what the first lacked, as it would teach the contact.
      if (identity.lid && !row.lid && !planned.has(`lid:${identity.lid}`)) row.lid = identity.lid;
      if (identity.phone && !row.number && !planned.has(`phone:${identity.phone}`)) row.number = identity.phone;
      if (identity.name && hasPlaceholderName({ name: row.name, number: row.number, lid: row.lid })) row.name = identity.name;
      for (const key of keysOf(identity)) if (!planned.has(key)) planned.set(key, row);
      waiting.push([index, row]);
    }
    const created = await insertContacts(ctx, [...new Set(waiting.map(([, row]) => row))]);
    const firstOf = new Map<NewContact, number>();
    for (const [index, row] of waiting) {
      const contact = created.get(row);
      if (!contact) continue;
      // The first message of the person created it; the others of the batch found it.
      const first = !firstOf.has(row);
      firstOf.set(row, index);
      results[index] = { contact, created: first, changed: false };
    }
  }
  throw new Error(`Contact resolution did not settle for company ${ctx.companyId}`);
}
