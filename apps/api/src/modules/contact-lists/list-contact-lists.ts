import { Op } from 'sequelize';
import type { ContactListDTO, ContactListsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { containsPattern } from '../../core/like.js';
import { ContactList } from '../../models/index.js';
import { pageOf } from '../campaigns/campaign-area.js';
import { presentContactList } from './contact-lists.presenter.js';
import { contactsCountAttribute } from './contact-lists.queries.js';
import type { PageInput } from './contact-lists.schemas.js';

export const CONTACT_LISTS_PAGE_SIZE = 20;

/** GET /contact-lists: a page of 20 by name, searched by name, each with its contactsCount. */
export async function listContactLists(ctx: ServiceContext, input: PageInput): Promise<ContactListsPage> {
  const page = pageOf(input.pageNumber, CONTACT_LISTS_PAGE_SIZE);
  const search = input.searchParam?.trim();
  const { rows, count } = await ContactList.findAndCountAll({
    where: { companyId: ctx.companyId, ...(search && { name: { [Op.iLike]: containsPattern(search) } }) },
    attributes: { include: [contactsCountAttribute] },
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: page.limit,
    offset: page.offset,
  });
  return { records: rows.map(presentContactList), hasMore: page.hasMore(count), count };
}

/** GET /contact-lists/list: every list of the company (the campaign dialog's choice). */
export async function listContactListOptions(ctx: ServiceContext): Promise<ContactListDTO[]> {
  const rows = await ContactList.findAll({
    where: { companyId: ctx.companyId },
    attributes: { include: [contactsCountAttribute] },
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows.map(presentContactList);
}
