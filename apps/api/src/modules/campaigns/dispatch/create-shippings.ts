import { QueryTypes } from 'sequelize';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { db } from '../../../db/sequelize.js';
import type { Campaign } from '../../../models/index.js';
import { contactsOfTag } from '../../contact-lists/add-tag-contacts.js';

/**
 * A shipping per contact of the campaign's list (numbers WhatsApp said it does not know are left out: the
 * report's valid contacts) or of its tag, in list order, due now, on the campaign's connection. One statement;
 * the unique (campaign, number) index makes a second start add nothing.
 */
export async function createShippings(ctx: ServiceContext, campaign: Campaign): Promise<number> {
  const at = now();
  const base = { campaignId: campaign.id, companyId: ctx.companyId, whatsappId: campaign.whatsappId, at };
  const insert = (source: string) => `
    INSERT INTO campaign_shippings ("campaignId", "companyId", "whatsappId", position, number, name, email, status, "dueAt", "createdAt", "updatedAt")
    SELECT :campaignId, :companyId, :whatsappId, (row_number() OVER (ORDER BY src.ord))::int - 1, src.number, src.name, src.email, 'pending',
           CAST(:at AS timestamptz), CAST(:at AS timestamptz), CAST(:at AS timestamptz)
      FROM (${source}) src
    ON CONFLICT ("companyId", "campaignId", number) DO NOTHING RETURNING id`;
  if (campaign.contactListId) {
    const rows = await db().query(
      insert(`SELECT i.id AS ord, i.number, i.name, i.email FROM contact_list_items i
               WHERE i."companyId" = :companyId AND i."contactListId" = :contactListId AND i."isWhatsappValid" IS DISTINCT FROM false`),
      { replacements: { ...base, contactListId: campaign.contactListId }, type: QueryTypes.SELECT, transaction: ctx.transaction },
    );
    return rows.length;
  }
  if (!campaign.tagListId) return 0;
  const contacts = await contactsOfTag(ctx, campaign.tagListId);
  if (contacts.length === 0) return 0;
  const rows = await db().query(
    insert(`SELECT r.ord, r.number, r.name, r.email FROM json_to_recordset(:rows) AS r(ord int, number text, name text, email text)`),
    { replacements: { ...base, rows: JSON.stringify(contacts.map((c, ord) => ({ ...c, ord }))) }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
  return rows.length;
}
