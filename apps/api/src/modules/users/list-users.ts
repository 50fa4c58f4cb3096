import { Op } from 'sequelize';
import type { UserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { presentUser } from './users.presenter.js';
import { userIncludes } from './users.queries.js';

const PAGE_SIZE = 20;

export interface ListUsersInput {
  searchParam?: string;
  pageNumber?: number;
}

/** A page of the company's users, filtered by name or e-mail. */
export async function listUsers(ctx: ServiceContext, input: ListUsersInput): Promise<{ users: UserDTO[]; count: number; hasMore: boolean }> {
  const page = Math.max(1, input.pageNumber ?? 1);
  // Escape LIKE wildcards so a search for '_' or '%' matches those characters, not everything.
  const search = input.searchParam?.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = {
    companyId: ctx.companyId,
    ...(search && { [Op.or]: [{ name: { [Op.iLike]: `%${search}%` } }, { email: { [Op.iLike]: `%${search}%` } }] }),
  };
  const { rows, count } = await User.findAndCountAll({
    where,
    include: userIncludes,
    distinct: true,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    // id breaks ties between equal names, so pages never repeat or skip a user.
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return { users: rows.map(presentUser), count, hasMore: count > page * PAGE_SIZE };
}

/** Every user of a company as id and name (pickers: transfer, filters). */
export async function listUserOptions(ctx: ServiceContext): Promise<{ id: number; name: string; profile: string }[]> {
  const users = await User.findAll({ where: { companyId: ctx.companyId }, attributes: ['id', 'name', 'profile'], order: [['name', 'ASC']] });
  return users.map(({ id, name, profile }) => ({ id, name, profile }));
}
