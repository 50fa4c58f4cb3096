import { afterEach, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { engineEventCounts } from '../../jobs/engine-event-queue.js';
import { Whatsapp } from '../../models/index.js';
import { randomBytes } from 'node:crypto';
import { env } from '../../config/env.js';
import type { WhatsappProcess } from './whatsapp-process.js';

// The engine-event queue lives under REDIS_PREFIX, which every test file of a run shares (and other files
// leave jobs in it): this file's processes use a prefix of their own, so its job counts are its own.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-whatsapp-process`;

const running: WhatsappProcess[] = [];
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});

async function boot(options: Parameters<typeof startWhatsappProcess>[0] = {}) {
  const proc = await startWhatsappProcess(options);
  running.push(proc);
  return proc;
}

async function sandboxConnection() {
  const company = await createCompany();
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    companyId: company.id,
    token: randomBytes(32).toString('hex'),
    status: 'DISCONNECTED',
  });
  return { company, connection };
}

async function statusOf(id: number, companyId: number, wanted: string, timeoutMs = 5000): Promise<Whatsapp> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await Whatsapp.findOne({ where: { id, companyId } });
    if (row?.status === wanted || Date.now() > deadline) return row!;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('whatsapp process with the sandbox provider', () => {
  it('shows a QR code, connects on scan, and resumes after a restart without a new QR', async () => {
    const { company, connection } = await sandboxConnection();
    await boot();
    await whatsappGateway().startSession(company.id, connection.id);
    const withQr = await statusOf(connection.id, company.id, 'qrcode');
    expect(withQr.status).toBe('qrcode');
    expect(withQr.qrcode).toMatch(/^zapdesk-sandbox:/);

    await whatsappGateway().sandbox(company.id, connection.id, 'scan', { number: '5511988887777' });
    const connected = await statusOf(connection.id, company.id, 'CONNECTED');
    expect(connected).toMatchObject({ status: 'CONNECTED', number: '5511988887777', qrcode: '' });

    await running.pop()!.close();
    await boot({ companies: [company.id] });
    const resumed = await statusOf(connection.id, company.id, 'CONNECTED');
    expect(resumed.status).toBe('CONNECTED');
    expect(resumed.retries).toBe(0);
  });

  it('runs one live session per connection across two processes; the survivor takes over', async () => {
    const { company, connection } = await sandboxConnection();
    const first = await boot({ leaseTtlMs: 600, companies: [company.id] });
    await whatsappGateway().startSession(company.id, connection.id);
    await statusOf(connection.id, company.id, 'qrcode');
    const second = await boot({ leaseTtlMs: 600, companies: [company.id] });
    // The gateway client now points at the second process: asked to start the session, it finds the lease taken.
    await expect(whatsappGateway().startSession(company.id, connection.id)).rejects.toMatchObject({ status: 409 });
    expect(first.manager.isRunning(connection.id)).toBe(true);
    expect(second.manager.isRunning(connection.id)).toBe(false);

    // The first process stops: its lease goes and the second claims the connection within a lease period.
    await first.manager.stopAll();
    running.splice(running.indexOf(first), 1);
    const deadline = Date.now() + 5000;
    while (!second.manager.isRunning(connection.id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(second.manager.isRunning(connection.id)).toBe(true);
  });

  it('queues customer messages durably and never twice for a repeated id', async () => {
    const { company, connection } = await sandboxConnection();
    await boot();
    await whatsappGateway().startSession(company.id, connection.id);
    await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
    await statusOf(connection.id, company.id, 'CONNECTED');
    const before = await engineEventCounts();
    const sent = (await whatsappGateway().sandbox(company.id, connection.id, 'inbound', { from: '5511977776666', body: 'Olá', id: 'ABC1' })) as { id: string };
    await whatsappGateway().sandbox(company.id, connection.id, 'inbound', { from: '5511977776666', body: 'Olá', id: 'ABC1' });
    const after = await engineEventCounts();
    expect(sent.id).toBe('ABC1');
    expect(after.waiting - before.waiting).toBe(1);
  });

  it('sends through the session and refuses another company', async () => {
    const { company, connection } = await sandboxConnection();
    const other = await createCompany();
    await boot();
    await whatsappGateway().startSession(company.id, connection.id);
    await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
    await statusOf(connection.id, company.id, 'CONNECTED');
    const result = await whatsappGateway().send(company.id, connection.id, { to: '5511977776666@s.whatsapp.net', body: 'Oi' });
    expect(result.id).toMatch(/^SB/);
    await expect(whatsappGateway().send(other.id, connection.id, { to: '5511977776666@s.whatsapp.net', body: 'x' })).rejects.toMatchObject({ status: 409 });
    await expect(whatsappGateway().startSession(other.id, connection.id)).rejects.toMatchObject({ status: 404, code: 'ERR_NO_WAPP_FOUND' });
    expect(await whatsappGateway().checkNumber(company.id, connection.id, '5511977770000')).toEqual({ exists: false });
  });

  it('a disconnect logs out: DISCONNECTED, and the next start asks for a QR again', async () => {
    const { company, connection } = await sandboxConnection();
    await boot();
    await whatsappGateway().startSession(company.id, connection.id);
    await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
    await statusOf(connection.id, company.id, 'CONNECTED');
    await whatsappGateway().disconnect(company.id, connection.id);
    expect((await statusOf(connection.id, company.id, 'DISCONNECTED')).status).toBe('DISCONNECTED');
    await whatsappGateway().startSession(company.id, connection.id);
    expect((await statusOf(connection.id, company.id, 'qrcode')).status).toBe('qrcode');
  });
});

describe('number checks', () => {
  it('are rate limited per connection', async () => {
    const { company, connection } = await sandboxConnection();
    await boot();
    await whatsappGateway().startSession(company.id, connection.id);
    await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
    await statusOf(connection.id, company.id, 'CONNECTED');
    for (let i = 0; i < 20; i++) expect((await whatsappGateway().checkNumber(company.id, connection.id, '5511977776666')).exists).toBe(true);
    await expect(whatsappGateway().checkNumber(company.id, connection.id, '5511977776666')).rejects.toMatchObject({ status: 429 });
  });
});
