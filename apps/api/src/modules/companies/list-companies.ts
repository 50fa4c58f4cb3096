import { Op } from 'sequelize';
import type { CompanyDTO } from '@zapdesk/shared';
import { Company } from '../../models/index.js';
import { presentCompany } from './companies.presenter.js';
import { containsPattern } from '../../core/like.js';
import { companyIncludes } from './companies.queries.js';

const PAGE_SIZE = 20;

/** A page of companies for the super user, searched by name, e-mail or phone. */
export async function listCompanies(input: { searchParam?: string; pageNumber?: number }) {
  const page = Math.max(1, input.pageNumber ?? 1);
  const search = input.searchParam?.trim();
  const where = search ? { [Op.or]: ['name', 'email', 'phone'].map((field) => ({ [field]: { [Op.iLike]: containsPattern(search) } })) } : {};
  const { rows, count } = await Company.findAndCountAll({
    where,
    include: companyIncludes,
    distinct: true,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    order: [['name', 'ASC']],
  });
  return { companies: rows.map((c) => presentCompany(c, true)), count, hasMore: count > page * PAGE_SIZE };
}

/** Every company (the Empresas table). */
export async function listAllCompanies(): Promise<CompanyDTO[]> {
  const companies = await Company.findAll({ include: companyIncludes, order: [['name', 'ASC']] });
  return companies.map((c) => presentCompany(c, true));
}
