import { Op } from 'sequelize';
import type { UserDTO, UserOptionDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { presentUser } from './users.presenter.js';
import { userIncludes } from './users.queries.js';
import { containsPattern } from '../../core/like.js';

const PAGE_SIZE = 20;

export interface ListUsersInput {
  searchParam?: string;
  pageNumber?: number;
}

/** A page of the company's users, filtered by name or e-mail. */
export async function listUsers(ctx: ServiceContext, input: ListUsersInput): Promise<{ users: UserDTO[]; count: number; hasMore: boolean }> {
  const page = Math.max(1, input.pageNumber ?? 1);
  const search = input.searchParam?.trim().toLowerCase();
  const where = {
    companyId: ctx.companyId,
    ...(search && { [Op.or]: [{ name: { [Op.iLike]: containsPattern(search) } }, { email: { [Op.iLike]: containsPattern(search) } }] }),
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
export async function listUserOptions(ctx: ServiceContext): Promise<UserOptionDTO[]> {
  const users = await User.findAll({ where: { companyId: ctx.companyId }, attributes: ['id', 'name', 'profile'], order: [['name', 'ASC']] });
  return users.map(({ id, name, profile }) => ({ id, name, profile }));
}
