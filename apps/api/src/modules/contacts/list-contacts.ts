import { Op, type WhereOptions } from 'sequelize';
import type { ContactsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Contact } from '../../models/index.js';
import { zonedDayRange } from '../../core/time-zone.js';
import { companyTimeZone } from '../settings/company-settings.js';
import { presentContact } from './contacts.presenter.js';
import { contactIncludes } from './contacts.queries.js';
import type { ContactListInput } from './contacts.schemas.js';
import { containsPattern } from '../../core/like.js';

export const CONTACTS_PAGE_SIZE = 20;

/** Name (any case) or number (digits, whatever mask was typed) containing the search text. */
function searchWhere(searchParam: string | undefined): WhereOptions | null {
  const search = searchParam?.trim().toLowerCase();
  if (!search) return null;
  const digits = search.replace(/\D/g, '');
  const alternatives: WhereOptions[] = [{ name: { [Op.iLike]: containsPattern(search) } }];
  if (digits) alternatives.push({ number: { [Op.like]: containsPattern(digits) } });
  return { [Op.or]: alternatives };
}

/** Creation day(s) in the company's time zone: `date` alone, or from `dateStart` through `dateEnd` (inclusive). */
async function createdWhere(ctx: ServiceContext, input: ContactListInput): Promise<WhereOptions | null> {
  const from = input.date ?? input.dateStart;
  const through = input.date ?? input.dateEnd;
  if (!from && !through) return null;
  const timeZone = await companyTimeZone(ctx);
  const range: Record<symbol, Date> = {};
  if (from) range[Op.gte] = zonedDayRange(from, timeZone)[0];
  if (through) range[Op.lt] = zonedDayRange(through, timeZone)[1];
  return { createdAt: range };
}

/** GET /contacts: one page of 20 of the company's contacts, by name, with the total count. */
export async function listContacts(ctx: ServiceContext, input: ContactListInput): Promise<ContactsPage> {
  const page = input.pageNumber ?? 1;
  const conditions = [searchWhere(input.searchParam), await createdWhere(ctx, input)].filter((c): c is WhereOptions => c !== null);
  const { rows, count } = await Contact.findAndCountAll({
    where: { companyId: ctx.companyId, ...(conditions.length && { [Op.and]: conditions }) },
    include: contactIncludes,
    distinct: true,
    limit: CONTACTS_PAGE_SIZE,
    offset: (page - 1) * CONTACTS_PAGE_SIZE,
    // id breaks ties between equal names, so pages never repeat or skip a contact.
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction: ctx.transaction,
  });
  return { contacts: rows.map((contact) => presentContact(contact)), count, hasMore: count > page * CONTACTS_PAGE_SIZE };
}
