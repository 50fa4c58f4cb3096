import { describe, expect, it } from 'vitest';
import { Setting, User } from '../index.js';
import { createTenant } from '../../test/factories.js';
import { TenantScopeError } from './tenant-guard.js';
import { findOrFail } from '../../core/tenancy.js';
import { systemContext } from '../../core/context.js';

describe('tenant guard', () => {
  it('refuses an unscoped find, count, bulk update and bulk destroy', async () => {
    await expect(User.findAll()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(User.findOne({ where: { email: 'x@y.z' } })).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Setting.count()).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Setting.update({ value: 'x' }, { where: { key: 'call' } })).rejects.toBeInstanceOf(TenantScopeError);
    await expect(Setting.destroy({ where: { key: 'call' } })).rejects.toBeInstanceOf(TenantScopeError);
  });

  it('runs scoped queries and declared cross-tenant queries', async () => {
    const { company, admin } = await createTenant();
    expect(await User.count({ where: { companyId: company.id } })).toBe(2);
    const found = await User.findOne({ where: { email: admin.user.email }, crossTenant: 'test' });
    expect(found?.id).toBe(admin.user.id);
  });

  it('findOrFail answers 404 for another company record', async () => {
    const a = await createTenant();
    const b = await createTenant();
    await expect(findOrFail(User, systemContext(a.company.id, 'test'), b.admin.user.id)).rejects.toMatchObject({ status: 404 });
    const own = await findOrFail(User, systemContext(a.company.id, 'test'), a.admin.user.id);
    expect(own.id).toBe(a.admin.user.id);
  });
});
