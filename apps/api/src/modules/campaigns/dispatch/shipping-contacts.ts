import { QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { db } from '../../../db/sequelize.js';

/** A list entry a shipping goes to. */
export interface ShippingPerson {
  number: string;
  name: string;
  email: string;
}

/**
 * The company's contact id of each number of a claimed batch: found by number with one query, the missing ones
 * created with one statement under the list's name (or the number) and e-mail. The unique (companyId, number)
 * index settles a race with another writer: its row is read on the next round.
 */
export async function shippingContacts(ctx: ServiceContext, people: ShippingPerson[]): Promise<Map<string, number>> {
  const contacts = new Map<string, number>();
  const wanted = [...new Map(people.map((person) => [person.number, person])).values()];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const open = wanted.filter((person) => !contacts.has(person.number));
    if (open.length === 0) return contacts;
    const found = await db().query<{ id: number; number: string }>(`SELECT id, number FROM contacts WHERE "companyId" = :companyId AND number IN (:numbers)`, {
      replacements: { companyId: ctx.companyId, numbers: open.map((person) => person.number) },
      type: QueryTypes.SELECT,
      transaction: ctx.transaction,
    });
    for (const row of found) contacts.set(row.number, row.id);
    const missing = open.filter((person) => !contacts.has(person.number));
    if (missing.length === 0) return contacts;
    const at = now();
    const created = await db().query<{ id: number; number: string }>(
      `INSERT INTO contacts (uuid, name, number, email, "companyId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), r.name, r.number, r.email, :companyId, CAST(:at AS timestamptz), CAST(:at AS timestamptz)
         FROM json_to_recordset(:rows) AS r(name text, number text, email text) ORDER BY r.number
       ON CONFLICT DO NOTHING
       RETURNING id, number`,
      {
        replacements: {
          companyId: ctx.companyId,
          at,
          rows: JSON.stringify(missing.map((person) => ({ name: person.name || person.number, number: person.number, email: person.email }))),
        },
        type: QueryTypes.SELECT,
        transaction: ctx.transaction,
      },
    );
    for (const row of created) contacts.set(row.number, row.id);
  }
  if (wanted.every((person) => contacts.has(person.number))) return contacts;
  throw new Error(`Contacts did not settle for company ${ctx.companyId}`);
}
