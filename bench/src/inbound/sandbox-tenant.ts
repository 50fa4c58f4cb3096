import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { HttpWhatsappGateway } from '@zapdesk/api/src/core/whatsapp-gateway.js';
import { Whatsapp } from '@zapdesk/api/src/models/index.js';
import { createAdmin, createCompany } from '@zapdesk/api/src/test/factories.js';
import { DATABASE_URL, GATEWAY_URL } from '../bench-env.js';

/** Companies this bench creates are named with this prefix, so a later run can retire them. */
export const INBOUND_COMPANY_PREFIX = 'bench-inbound-';

export interface BenchTenant {
  companyId: number;
  whatsappId: number;
  adminToken: string;
}

/** A fresh company with an admin and a sandbox connection (not started), built by the API's factories. */
export async function createBenchTenant(label: string): Promise<BenchTenant> {
  const company = await createCompany({ name: `${INBOUND_COMPANY_PREFIX}${label}-${Date.now()}` });
  const admin = await createAdmin(company);
  const connection = await Whatsapp.create({
    name: 'Sandbox', provider: 'sandbox', companyId: company.id, token: randomBytes(32).toString('hex'),
  });
  return { companyId: company.id, whatsappId: connection.id, adminToken: admin.token };
}

/**
 * Earlier runs' inbound companies stay (deleting their messages costs more than keeping them); their
 * connections are marked disconnected so the whatsapp process does not resume them at boot.
 */
export async function retireEarlierTenants(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      `UPDATE whatsapps SET status = 'DISCONNECTED'
        WHERE "companyId" IN (SELECT id FROM companies WHERE name LIKE $1) AND status <> 'DISCONNECTED'`,
      [`${INBOUND_COMPANY_PREFIX}%`],
    );
  } finally {
    await client.end();
  }
}

async function waitForStatus(tenant: BenchTenant, status: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await Whatsapp.findOne({ where: { id: tenant.whatsappId, companyId: tenant.companyId }, attributes: ['status'] });
    if (row?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the sandbox connection did not reach ${status} in ${timeoutMs / 1000}s`);
}

/** The gateway client the API itself uses, pointed at the bench's whatsapp process. */
export const benchGateway = () => new HttpWhatsappGateway(GATEWAY_URL);

/** Starts the sandbox session and pairs it the way a person does: QR code shown, then scanned. */
export async function connectSandbox(tenant: BenchTenant): Promise<void> {
  const gateway = benchGateway();
  await gateway.startSession(tenant.companyId, tenant.whatsappId);
  await waitForStatus(tenant, 'qrcode');
  await gateway.sandbox(tenant.companyId, tenant.whatsappId, 'scan', {});
  await waitForStatus(tenant, 'CONNECTED');
}
