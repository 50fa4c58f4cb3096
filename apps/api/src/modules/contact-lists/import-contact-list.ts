import type { ContactListImportResult } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { ContactList } from '../../models/index.js';
import { readContactSpreadsheet } from './read-contact-spreadsheet.js';
import { upsertContactListItems } from './upsert-contact-list-items.js';

/** POST /contact-lists/:id/upload: the spreadsheet's valid rows join the list; refused rows come back by line. */
export async function importContactList(ctx: ServiceContext, contactListId: number, file: Buffer): Promise<ContactListImportResult> {
  await findOrFail(ContactList, ctx, contactListId);
  const { rows, errors } = readContactSpreadsheet(file);
  return { ...(await upsertContactListItems(ctx, contactListId, rows)), errors };
}
