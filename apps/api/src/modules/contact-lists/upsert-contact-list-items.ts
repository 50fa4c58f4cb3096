import { QueryTypes } from 'sequelize';
import type { ContactListImportResult } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { db } from '../../db/sequelize.js';
import { ContactList } from '../../models/index.js';
import { requestNumberCheck } from '../campaigns/campaign-jobs.js';
import { loadContactListDto, publishContactList, publishContactListReload } from './contact-lists.queries.js';
import type { ContactRow } from './read-contact-spreadsheet.js';

/**
 * Adds rows to a company's list with one statement: a number new to the list is added (unchecked), one
 * already there takes the row's name and e-mail. The same number twice in the rows counts once (the last
 * wins). The list's screens are told to reload and the new numbers are checked in the background.
 */
export async function upsertContactListItems(ctx: ServiceContext, contactListId: number, rows: ContactRow[]): Promise<Omit<ContactListImportResult, 'errors'>> {
  const unique = [...new Map(rows.map((row) => [row.number, row])).values()];
  const counts = await inTransaction(ctx, async (tx, transaction) => {
    await findOrFail(ContactList, tx, contactListId, 'ERR_NOT_FOUND', { lock: transaction.LOCK.UPDATE });
    if (unique.length === 0) return { created: 0, updated: 0 };
    const result = await db().query<{ inserted: boolean }>(
      `INSERT INTO contact_list_items (name, number, email, "contactListId", "companyId", "createdAt", "updatedAt")
       SELECT r.name, r.number, r.email, :contactListId, :companyId, CAST(:at AS timestamptz), CAST(:at AS timestamptz)
         FROM json_to_recordset(:rows) AS r(name text, number text, email text)
       ON CONFLICT ("companyId", "contactListId", number) DO UPDATE SET name = EXCLUDED.name, email = EXCLUDED.email, "updatedAt" = EXCLUDED."updatedAt"
       RETURNING (xmax = 0) AS inserted`,
      { replacements: { rows: JSON.stringify(unique), contactListId, companyId: ctx.companyId, at: now() }, type: QueryTypes.SELECT, transaction },
    );
    const created = result.filter((row) => row.inserted).length;
    return { created, updated: result.length - created };
  });
  if (counts.created > 0) await requestNumberCheck(ctx);
  publishContactListReload(ctx, contactListId);
  publishContactList(ctx, 'update', await loadContactListDto(ctx, contactListId));
  return counts;
}
