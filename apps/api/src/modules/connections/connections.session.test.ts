import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappSessionSchema, type CompanyEventPayloads } from '@zapdesk/shared';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { SandboxMessage } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createTenant, type TestUser } from '../../test/factories.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';

// These tests run against the real whatsapp process (session manager, sandbox provider, gateway)
// booted in this file on a free port; the API's gateway port points at it.
let whatsappProcess: Awaited<ReturnType<typeof startWhatsappProcess>>;
beforeAll(async () => {
  whatsappProcess = await startWhatsappProcess();
});
afterAll(async () => {
  await whatsappProcess.close();
});

/** Polls GET /whatsapp/:id until the status is reached (the session reports it asynchronously). */
async function waitForStatus(admin: TestUser, id: number, status: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api().get(`/whatsapp/${id}`).query({ session: 0 }).set(bearer(admin.token));
    if (res.body.status === status || Date.now() > deadline) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The session reports pushed so far to the company's screens, each held to the DTO schema the web's fakes are built with. */
function sessionReports(companyId: number) {
  const reports = eventsFor(companyId).filter((e) => e.event === `company-${companyId}-whatsappSession`);
  return reports.map(({ payload }, i) => {
    const { action, session } = payload as CompanyEventPayloads['whatsappSession'];
    expect(action).toBe('update');
    return expectDto(whatsappSessionSchema, session, `whatsappSession event ${i}'s session`);
  });
}

async function sandboxConnection() {
  const tenant = await createTenant();
  const created = await api().post('/whatsapp').set(bearer(tenant.admin.token)).send({ name: 'Simulated phone', provider: 'sandbox' });
  expect(created.status).toBe(201);
  return { ...tenant, id: created.body.id as number };
}

async function connectedSandbox() {
  const tenant = await sandboxConnection();
  await waitForStatus(tenant.admin, tenant.id, 'qrcode');
  const scan = await api().post(`/sandbox/${tenant.id}/scan`).set(bearer(tenant.admin.token)).send({});
  expect(scan.status).toBe(200);
  return tenant;
}

describe('a sandbox connection from creation to CONNECTED', () => {
  it('shows a QR code after creation, connects on scan, starts with an empty outbox, disconnects on request', async () => {
    const { company, admin, id } = await sandboxConnection();
    const withQr = await waitForStatus(admin, id, 'qrcode');
    expect(withQr).toMatchObject({ status: 'qrcode', qrcode: expect.stringMatching(/^zapdesk-sandbox:/) });
    expect(sessionReports(company.id)).toContainEqual(expect.objectContaining({ id, status: 'qrcode', qrcode: withQr.qrcode }));

    const scan = await api().post(`/sandbox/${id}/scan`).set(bearer(admin.token)).send({ number: '5511977776666' });
    expect(scan.status).toBe(200);
    expect(scan.body).toEqual({ status: 'CONNECTED' });
    expect(await waitForStatus(admin, id, 'CONNECTED')).toMatchObject({ status: 'CONNECTED', number: '5511977776666', qrcode: '' });

    const outbox = await api().get(`/sandbox/${id}/outbox`).set(bearer(admin.token));
    expect(outbox.status).toBe(200);
    expect(outbox.body).toEqual([]);

    const disconnect = await api().delete(`/whatsappsession/${id}`).set(bearer(admin.token));
    expect(disconnect.status).toBe(200);
    expect(await waitForStatus(admin, id, 'DISCONNECTED')).toMatchObject({ status: 'DISCONNECTED', qrcode: '' });
  });

  it('retries a disconnected session (POST) and asks for a new QR code (PUT)', async () => {
    const { admin, id } = await connectedSandbox();
    await api().delete(`/whatsappsession/${id}`).set(bearer(admin.token));
    await waitForStatus(admin, id, 'DISCONNECTED');

    const retry = await api().post(`/whatsappsession/${id}`).set(bearer(admin.token));
    expect(retry.status).toBe(200);
    const firstQr = await waitForStatus(admin, id, 'qrcode');
    expect(firstQr.status).toBe('qrcode');

    const newQr = await api().put(`/whatsappsession/${id}`).set(bearer(admin.token));
    expect(newQr.status).toBe(200);
    const secondQr = await waitForStatus(admin, id, 'qrcode');
    expect(secondQr.qrcode).toMatch(/^zapdesk-sandbox:/);
    expect(secondQr.qrcode).not.toBe(firstQr.qrcode);
  });

  it('stops the live session when the connection is deleted', async () => {
    const { admin, id } = await connectedSandbox();
    expect(whatsappProcess.manager.isRunning(id)).toBe(true);
    expect((await api().delete(`/whatsapp/${id}`).set(bearer(admin.token))).status).toBe(200);
    expect(whatsappProcess.manager.isRunning(id)).toBe(false);
  });
});

describe('the simulated phone', () => {
  it('answers 409 ERR_WAPP_NOT_INITIALIZED to a customer message before the phone is connected', async () => {
    const { admin, id } = await sandboxConnection();
    await waitForStatus(admin, id, 'qrcode');
    const res = await api().post(`/sandbox/${id}/inbound`).set(bearer(admin.token)).send({ from: '5511988887777', body: 'Hello?' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_WAPP_NOT_INITIALIZED');
  });

  it('delivers a customer message once per id (201 { id }), with media', async () => {
    const { company, admin, id } = await connectedSandbox();
    const body = { from: '5511988887777', name: 'Maria', body: 'Hello', id: 'CUSTOMER-1' };
    const first = await api().post(`/sandbox/${id}/inbound`).set(bearer(admin.token)).send(body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: 'CUSTOMER-1' });
    const again = await api().post(`/sandbox/${id}/inbound`).set(bearer(admin.token)).send(body);
    expect(again.body).toEqual({ id: 'CUSTOMER-1' });

    const photo = await api()
      .post(`/sandbox/${id}/inbound`)
      .set(bearer(admin.token))
      .send({
        from: '5511988887777',
        media: { mimetype: 'image/png', filename: 'p.png', base64: Buffer.from('not really a png').toString('base64') },
      });
    expect(photo.status).toBe(201);
    expect(photo.body.id).toMatch(/^SB/);
    const received = await SandboxMessage.findAll({ where: { companyId: company.id, whatsappId: id, direction: 'in' }, order: [['createdAt', 'ASC']] });
    expect(received.map((m) => m.id)).toEqual(['CUSTOMER-1', photo.body.id]);
    expect(received[1].media).toMatchObject({ mimetype: 'image/png', filename: 'p.png', size: 16 });
  });

  it('takes many customers at once ({ messages } → { ids } in order, a repeated id once) and many acks at once ({ acks })', async () => {
    const { company, admin, id } = await connectedSandbox();
    const messages = [
      { from: '5511988880001', name: 'Ana', body: 'Oi', id: 'BATCH-1' },
      { from: '5511988880002', body: 'Olá' },
      { from: '5511988880001', body: 'Tudo bem?', id: 'BATCH-1' },
    ];
    const batch = await api().post(`/sandbox/${id}/inbound`).set(bearer(admin.token)).send({ messages });
    expect(batch.status).toBe(201);
    expect(batch.body).toEqual({ ids: ['BATCH-1', expect.stringMatching(/^SB/), 'BATCH-1'] });
    const received = await SandboxMessage.findAll({ where: { companyId: company.id, whatsappId: id, direction: 'in' } });
    expect(received.map((m) => [m.id, m.body]).sort()).toEqual(
      [
        ['BATCH-1', 'Oi'],
        [batch.body.ids[1], 'Olá'],
      ].sort(),
    );

    const sent = await Promise.all(['um', 'dois'].map((body) => whatsappGateway().send(company.id, id, { to: '5511988880001@s.whatsapp.net', body })));
    const post = (acks: { id: string; ack: number }[]) => api().post(`/sandbox/${id}/ack`).set(bearer(admin.token)).send({ acks });
    const acks = await post([
      { id: sent[0].id, ack: 3 },
      { id: sent[1].id, ack: 2 },
      { id: sent[0].id, ack: 2 },
    ]);
    expect(acks.status).toBe(200);
    expect(acks.body).toEqual([
      { id: sent[0].id, ack: 3 },
      { id: sent[1].id, ack: 2 },
      { id: sent[0].id, ack: 3 },
    ]);
    const outbox = await api().get(`/sandbox/${id}/outbox`).set(bearer(admin.token));
    expect(outbox.body.map((m: { id: string; ack: number }) => [m.id, m.ack]).sort()).toEqual(
      [
        [sent[0].id, 3],
        [sent[1].id, 2],
      ].sort(),
    );
    const unknown = await post([
      { id: sent[0].id, ack: 4 },
      { id: 'NOPE', ack: 3 },
    ]);
    expect(unknown.status).toBe(404);
    expect((await SandboxMessage.findOne({ where: { companyId: company.id, whatsappId: id, id: sent[0].id } }))?.ack).toBe(3);
  });

  it('shows what the platform sent in the outbox and lets the customer ack, edit, revoke, react and drop the link', async () => {
    const { company, admin, id } = await connectedSandbox();
    const sent = await whatsappGateway().send(company.id, id, { to: '5511955554444@s.whatsapp.net', body: 'Our answer' });
    const outbox = await api().get(`/sandbox/${id}/outbox`).query({ to: '5511955554444' }).set(bearer(admin.token));
    expect(outbox.body).toEqual([{ id: sent.id, to: '5511955554444', body: 'Our answer', ack: 1, createdAt: expect.any(String) }]);

    const ack = await api().post(`/sandbox/${id}/ack`).set(bearer(admin.token)).send({ id: sent.id, ack: 3 });
    expect(ack.status).toBe(200);
    const acked = await api().get(`/sandbox/${id}/outbox`).set(bearer(admin.token));
    expect(acked.body[0].ack).toBe(3);

    const inbound = await api().post(`/sandbox/${id}/inbound`).set(bearer(admin.token)).send({ from: '5511955554444', body: 'Typo' });
    const post = (action: string, body: object) => api().post(`/sandbox/${id}/${action}`).set(bearer(admin.token)).send(body);
    expect((await post('edit', { id: inbound.body.id, body: 'Fixed' })).status).toBe(200);
    expect((await post('reaction', { id: sent.id, emoji: '❤️' })).status).toBe(200);
    expect((await post('revoke', { id: inbound.body.id })).status).toBe(200);
    const row = await SandboxMessage.findOne({ where: { companyId: company.id, whatsappId: id, id: inbound.body.id } });
    expect(row).toMatchObject({ body: 'Fixed', isDeleted: true });
    const unknown = await post('ack', { id: 'NOPE', ack: 2 });
    expect(unknown.status).toBe(404);

    expect((await post('disconnect', { reason: 'connectionLost' })).status).toBe(200);
    expect((await waitForStatus(admin, id, 'CONNECTED')).status).toBe('CONNECTED');
    expect((await post('disconnect', { reason: 'loggedOut' })).status).toBe(200);
    expect(await waitForStatus(admin, id, 'DISCONNECTED')).toMatchObject({ status: 'DISCONNECTED' });
  });
});
