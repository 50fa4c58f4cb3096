import { randomBytes } from 'node:crypto';
import { expect, vi } from 'vitest';
import type { CampaignSettings } from '@zapdesk/shared';
import { Campaign, CampaignSetting, CampaignShipping, ContactList, ContactListItem, SandboxMessage, Whatsapp, type Company } from '../../models/index.js';
import { createTenant } from '../../test/factories.js';
import { connectSandbox } from '../../test/whatsapp-process.js';

// Builders and readers the campaign tests share: a company with a connected sandbox, a list, settings, and
// what the simulated phone received.

export const phoneOf = (n: number) => `55119${String(70000000 + n).padStart(8, '0')}`;

/** A tenant with a sandbox connection (connected when asked: that needs a whatsapp process in the file). */
export async function campaignCast(options: { connect?: boolean; plan?: NonNullable<Parameters<typeof createTenant>[0]>['plan'] } = {}) {
  const tenant = await createTenant({ plan: options.plan });
  const connection = await Whatsapp.create({
    name: 'Campanhas',
    provider: 'sandbox',
    companyId: tenant.company.id,
    token: randomBytes(32).toString('hex'),
    isDefault: true,
  });
  if (options.connect) await connectSandbox(tenant.company.id, connection.id);
  return { ...tenant, connection };
}

/** A contact list of `count` numbers named Cliente 0..n-1 (unchecked). */
export async function makeList(company: Company, count: number, name = 'Clientes'): Promise<ContactList> {
  const list = await ContactList.create({ name, companyId: company.id });
  await ContactListItem.bulkCreate(
    Array.from({ length: count }, (_, n) => ({
      name: `Cliente ${n}`,
      number: phoneOf(n),
      email: `cliente${n}@exemplo.com`,
      contactListId: list.id,
      companyId: company.id,
    })),
  );
  return list;
}

/** Settings written as rows (the screen offers §9's options; the engine takes any whole seconds). */
export async function setCampaignSettings(company: Company, settings: Partial<CampaignSettings>): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await CampaignSetting.upsert({ key, value, companyId: company.id }, { conflictFields: ['companyId', 'key'] });
  }
}

/** What the simulated phone received on the connection, oldest first. */
export const received = (companyId: number, whatsappId: number) =>
  SandboxMessage.findAll({
    where: { companyId, whatsappId, direction: 'out' },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });

export const findCampaign = (company: Company, id: number) => Campaign.findOne({ where: { id, companyId: company.id } });

export const shippingsOf = (company: Company, campaignId: number) =>
  CampaignShipping.findAll({ where: { companyId: company.id, campaignId }, order: [['position', 'ASC']] });

/** Waits until the campaign reaches a status. */
export async function waitForStatus(company: Company, id: number, status: string, timeout = 60_000): Promise<void> {
  await vi.waitFor(async () => expect((await findCampaign(company, id))?.status).toBe(status), { timeout, interval: 100 });
}

/** An ISO instant `ms` from now. */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
