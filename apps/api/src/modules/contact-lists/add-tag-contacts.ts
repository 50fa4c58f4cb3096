import { QueryTypes } from 'sequelize';
import type { ContactListImportResult } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { db } from '../../db/sequelize.js';
import { Tag } from '../../models/index.js';
import type { ContactRow } from './read-contact-spreadsheet.js';
import { upsertContactListItems } from './upsert-contact-list-items.js';

/** Every company contact with a phone number whose ticket carries the tag (groups left out): a tag list (§3 tagListId). */
export async function contactsOfTag(ctx: ServiceContext, tagId: number): Promise<ContactRow[]> {
  return db().query<ContactRow>(
    `SELECT DISTINCT ON (c.number) c.name, c.number, COALESCE(c.email, '') AS email
       FROM ticket_tags tt
       JOIN tickets t ON t.id = tt."ticketId" AND t."companyId" = :companyId
       JOIN contacts c ON c.id = t."contactId" AND c."companyId" = :companyId
      WHERE tt."tagId" = :tagId AND c.number IS NOT NULL AND c.number <> '' AND NOT c."isGroup"
      ORDER BY c.number, c.id`,
    { replacements: { companyId: ctx.companyId, tagId }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
}

/** POST /contact-lists/:id/tag: the contacts of one of the company's tags (404 otherwise) join the list. */
export async function addTagContacts(ctx: ServiceContext, contactListId: number, tagId: number): Promise<ContactListImportResult> {
  await findOrFail(Tag, ctx, tagId);
  return { ...(await upsertContactListItems(ctx, contactListId, await contactsOfTag(ctx, tagId))), errors: [] };
}
