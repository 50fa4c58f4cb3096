import { Op } from 'sequelize';
import type { ContactListItemsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { containsPattern } from '../../core/like.js';
import { findOrFail } from '../../core/tenancy.js';
import { ContactList, ContactListItem } from '../../models/index.js';
import { pageOf } from '../campaigns/campaign-area.js';
import { presentContactListItem } from './contact-lists.presenter.js';
import type { ContactListItemListInput } from './contact-lists.schemas.js';

export const CONTACT_LIST_ITEMS_PAGE_SIZE = 40;

/** GET /contact-list-items: a page of 40 of one list (404 for another company's), by name, searched by name, number or e-mail. */
export async function listContactListItems(ctx: ServiceContext, input: ContactListItemListInput): Promise<ContactListItemsPage> {
  await findOrFail(ContactList, ctx, input.contactListId);
  const page = pageOf(input.pageNumber, CONTACT_LIST_ITEMS_PAGE_SIZE);
  const search = input.searchParam?.trim();
  const pattern = search && containsPattern(search);
  const { rows, count } = await ContactListItem.findAndCountAll({
    where: {
      companyId: ctx.companyId,
      contactListId: input.contactListId,
      ...(pattern && { [Op.or]: [{ name: { [Op.iLike]: pattern } }, { number: { [Op.iLike]: pattern } }, { email: { [Op.iLike]: pattern } }] }),
    },
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: page.limit,
    offset: page.offset,
  });
  return { contacts: rows.map(presentContactListItem), hasMore: page.hasMore(count), count };
}
