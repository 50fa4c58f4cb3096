import { Op, type WhereOptions } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';

declare module 'sequelize' {
  // A query that must cross companies says why (login by e-mail, platform jobs...).
  interface FindOptions<TAttributes> {
    crossTenant?: string;
    _tenant?: TAttributes;
  }
  interface CountOptions<TAttributes> {
    crossTenant?: string;
    _tenant?: TAttributes;
  }
  interface UpdateOptions<TAttributes> {
    crossTenant?: string;
    _tenant?: TAttributes;
  }
  interface DestroyOptions<TAttributes> {
    crossTenant?: string;
    _tenant?: TAttributes;
  }
}

/** Models whose rows belong to one company declare `static tenantScoped = true`. */
export interface TenantScopedModel {
  tenantScoped?: boolean;
  name: string;
}

export class TenantScopeError extends Error {
  constructor(model: string, operation: string) {
    super(`${operation} on ${model} without companyId: scope it or pass crossTenant with a reason`);
    this.name = 'TenantScopeError';
  }
}

/** True when a where clause pins companyId at its top level (or inside a top-level Op.and). */
export function hasCompanyScope(where: WhereOptions | undefined): boolean {
  if (!where || typeof where !== 'object') return false;
  const record = where as Record<string | symbol, unknown>;
  if (record.companyId !== undefined && record.companyId !== null) return true;
  const and = record[Op.and];
  return Array.isArray(and) && and.some((part) => hasCompanyScope(part as WhereOptions));
}

/** Makes every find/count/bulk update/bulk destroy of a tenant model refuse to run unscoped. */
export function installTenantGuard(sequelize: Sequelize): void {
  for (const model of Object.values(sequelize.models)) {
    if (!(model as unknown as TenantScopedModel).tenantScoped) continue;
    const check = (operation: string) => (options: { where?: WhereOptions; crossTenant?: string }) => {
      if (options.crossTenant) return;
      if (!hasCompanyScope(options.where)) throw new TenantScopeError(model.name, operation);
    };
    model.addHook('beforeFind', 'tenantGuardFind', check('find'));
    model.addHook('beforeCount', 'tenantGuardCount', check('count'));
    model.addHook('beforeBulkUpdate', 'tenantGuardUpdate', check('update'));
    model.addHook('beforeBulkDestroy', 'tenantGuardDestroy', check('destroy'));
  }
}
