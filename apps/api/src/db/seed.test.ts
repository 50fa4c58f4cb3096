import { describe, expect, it } from 'vitest';
import { DefaultSettings, defaultSchedules } from '@zapdesk/shared';
import { env } from '../config/env.js';
import { addDays, today } from '../core/clock.js';
import { Company, Plan, Setting, User } from '../models/index.js';
import { hashPassword, verifyPassword } from '../modules/auth/password.js';
import { useThrowawayDatabase } from '../test/throwaway-database.js';
import { SEED_COMPANY, SEED_PLAN, seed } from './seed.js';

// The seed looks at every company and counts super users, so it runs in a database of its own
// (the shared test database holds other files' companies and super users). Creating this Sequelize
// instance binds the models to it for the rest of this file.
const database = useThrowawayDatabase('seed', { migrated: true });

/** Every row the seed can touch, as stored. */
async function snapshot() {
  const rows = async (table: string) => (await database().query(`SELECT * FROM ${table} ORDER BY id`))[0];
  return { plans: await rows('plans'), companies: await rows('companies'), users: await rows('users'), settings: await rows('settings') };
}

describe('seed', () => {
  it('creates Plano 1, Empresa 1 with a far due date, the super user and default settings', async () => {
    await seed(database());

    const plans = await Plan.findAll({ where: { name: SEED_PLAN } });
    expect(SEED_PLAN).toBe('Plano 1');
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      users: 10,
      connections: 10,
      queues: 10,
      useCampaigns: true,
      useKanban: true,
      useOpenAi: true,
      useIntegrations: true,
      useSchedules: true,
      useInternalChat: true,
      useExternalApi: true,
    });

    const companies = await Company.findAll({ where: { name: SEED_COMPANY } });
    expect(SEED_COMPANY).toBe('Empresa 1');
    expect(companies).toHaveLength(1);
    const [company] = companies;
    expect(company).toMatchObject({ planId: plans[0].id, status: true, recurrence: 'MENSAL', schedules: defaultSchedules() });
    expect(String(company.dueDate) > addDays(today(), 365 * 20)).toBe(true);

    const supers = await User.findAll({ where: { super: true }, crossTenant: 'test: the platform has one super user' });
    expect(supers).toHaveLength(1);
    expect(supers[0]).toMatchObject({ email: env.SUPER_ADMIN_EMAIL, profile: 'admin', companyId: company.id });
    expect(await verifyPassword(env.SUPER_ADMIN_PASSWORD, supers[0].passwordHash)).toBe(true);

    const settings = await Setting.findAll({ where: { companyId: company.id } });
    expect(Object.fromEntries(settings.map((s) => [s.key, s.value]))).toEqual(DefaultSettings);
  });

  it('running it again leaves every row as it was', async () => {
    await seed(database());
    const before = await snapshot();
    expect(before.plans.length * before.companies.length * before.users.length * before.settings.length).toBeGreaterThan(0);
    await seed(database());
    expect(await snapshot()).toEqual(before);
  });

  it("never resets a changed super user's password or the seeded rows an operator edited", async () => {
    await seed(database());
    const superUser = await User.findOne({ where: { email: env.SUPER_ADMIN_EMAIL }, crossTenant: 'test: the super user by e-mail' });
    const changedHash = await hashPassword('a-better-password');
    await User.update({ passwordHash: changedHash }, { where: { id: superUser?.id, companyId: superUser?.companyId } });
    await Plan.update({ users: 25 }, { where: { name: SEED_PLAN } });
    await Company.update({ dueDate: '2030-01-31' }, { where: { name: SEED_COMPANY } });

    await seed(database());

    const after = await User.findOne({ where: { email: env.SUPER_ADMIN_EMAIL }, crossTenant: 'test: the super user by e-mail' });
    expect(after?.passwordHash).toBe(changedHash);
    expect((await Plan.findOne({ where: { name: SEED_PLAN } }))?.users).toBe(25);
    expect((await Company.findOne({ where: { name: SEED_COMPANY } }))?.dueDate).toBe('2030-01-31');
  });

  it('does not bring back the default super user, plan or company once they were renamed', async () => {
    await seed(database());
    const superUser = await User.findOne({ where: { super: true }, crossTenant: 'test: the platform has one super user' });
    await User.update({ email: 'owner@platform.example' }, { where: { id: superUser?.id, companyId: superUser?.companyId } });
    await Plan.update({ name: 'Platform plan' }, { where: { name: SEED_PLAN } });
    await Company.update({ name: 'Platform company' }, { where: { name: SEED_COMPANY } });
    const before = await snapshot();

    await seed(database());

    const supers = await User.findAll({ where: { super: true }, crossTenant: 'test: the platform has one super user' });
    expect(supers.map((u) => u.email)).toEqual(['owner@platform.example']);
    expect(await User.count({ where: { email: env.SUPER_ADMIN_EMAIL }, crossTenant: 'test: no default account' })).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('gives every company the settings it lacks, keeping the values it has', async () => {
    const plan = await Plan.create({ name: 'Settings plan' });
    const bare = await Company.create({ name: 'Bare company', planId: plan.id, schedules: [] });
    const partial = await Company.create({ name: 'Partial company', planId: plan.id, schedules: [] });
    await Setting.create({ companyId: partial.id, key: 'userRating', value: 'enabled' });

    await seed(database());

    const valuesOf = async (companyId: number) => Object.fromEntries((await Setting.findAll({ where: { companyId } })).map((s) => [s.key, s.value]));
    expect(await valuesOf(bare.id)).toEqual(DefaultSettings);
    expect(await valuesOf(partial.id)).toEqual({ ...DefaultSettings, userRating: 'enabled' });
  });

  it("refuses to make a tenant's account the super user when the platform has none", async () => {
    const plan = await Plan.create({ name: 'Tenant plan' });
    const tenant = await Company.create({ name: 'Tenant company', planId: plan.id, schedules: [] });
    await User.update({ super: false }, { where: { super: true }, crossTenant: 'test: the platform loses its super user' });
    await User.update({ email: 'someone-else@platform.example' }, { where: { email: env.SUPER_ADMIN_EMAIL }, crossTenant: 'test: free the e-mail' });
    const squatter = await User.create({ name: 'Squatter', email: env.SUPER_ADMIN_EMAIL, passwordHash: 'x', companyId: tenant.id });

    await expect(seed(database())).rejects.toThrow(/SUPER_ADMIN_EMAIL/);

    const after = await User.findOne({ where: { id: squatter.id, companyId: tenant.id } });
    expect(after).toMatchObject({ super: false, profile: 'user', passwordHash: 'x' });
  });
});
