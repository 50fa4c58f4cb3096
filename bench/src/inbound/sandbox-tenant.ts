import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { HttpWhatsappGateway } from '@zapdesk/api/src/core/whatsapp-gateway.js';
import { Company, User, Whatsapp } from '@zapdesk/api/src/models/index.js';
import { signAccessToken } from '@zapdesk/api/src/modules/auth/access-token.js';
import { createAdmin, createCompany } from '@zapdesk/api/src/test/factories.js';
import { API_URL, DATABASE_URL, GATEWAY_URL } from '../bench-env.js';

/** Companies this bench creates are named with this prefix, so a later run can retire them. */
export const INBOUND_COMPANY_PREFIX = 'bench-inbound-';

export interface BenchTenant {
  companyId: number;
  whatsappId: number;
  adminId: number;
  adminToken: string;
}

/** A fresh company with an admin and a sandbox connection (not started), built by the API's factories. */
export async function createBenchTenant(label: string, plan?: NonNullable<Parameters<typeof createCompany>[0]>['plan']): Promise<BenchTenant> {
  const company = await createCompany({ name: `${INBOUND_COMPANY_PREFIX}${label}-${Date.now()}`, plan });
  const admin = await createAdmin(company);
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    companyId: company.id,
    token: randomBytes(32).toString('hex'),
  });
  return { companyId: company.id, whatsappId: connection.id, adminId: admin.user.id, adminToken: admin.token };
}

/** Signs the admin in again (a run outlives an access token's 15 minutes). */
export async function refreshToken(tenant: BenchTenant): Promise<void> {
  const [company, user] = await Promise.all([
    Company.findByPk(tenant.companyId, { rejectOnEmpty: true }),
    User.findOne({ where: { id: tenant.adminId, companyId: tenant.companyId }, rejectOnEmpty: true }),
  ]);
  tenant.adminToken = signAccessToken({
    id: user.id,
    companyId: company.id,
    profile: user.profile,
    super: user.super,
    sid: `bench-${user.id}`,
    ver: user.tokenVersion,
    dueDate: company.dueDate,
    companyActive: company.status,
  });
}

async function postSandbox(tenant: BenchTenant, action: string, body: unknown, expected: number): Promise<unknown> {
  const response = await fetch(`${API_URL}/sandbox/${tenant.whatsappId}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== expected) throw new Error(`POST /sandbox/${tenant.whatsappId}/${action} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Customers' messages through the public API, as a load test offers them: one request for the batch. */
export async function postInbound(tenant: BenchTenant, messages: { wid: string; from: string; name: string; body: string }[]): Promise<void> {
  await postSandbox(tenant, 'inbound', { messages: messages.map(({ wid, from, name, body }) => ({ id: wid, from, name, body })) }, 201);
}

/** Customers' phones acknowledging our messages, many in one request. */
export async function postAcks(tenant: BenchTenant, acks: { id: string; ack: number }[]): Promise<void> {
  await postSandbox(tenant, 'ack', { acks }, 200);
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
