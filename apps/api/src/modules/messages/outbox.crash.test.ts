import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import type { WhatsappProcess } from '../../channels/whatsapp/whatsapp-process.js';
import { Message, OutboxMessage, SandboxMessage, Whatsapp, WhatsappQueue } from '../../models/index.js';
import { startTestChild } from '../../test/children/start-child.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import { ACK_FAILED } from './outbox.js';

// The outbox survives its sender's death. The sender is a real child process (test/children/outbox-child.ts:
// the pipeline entry and the outbox, as the worker runs them) whose gateway calls go through a proxy here;
// the proxy SIGKILLs it the moment the send arrives, before or after handing it to the whatsapp process.
// The restart is the worker's boot sweep, in another child process.

const PHONE = '5511933332222';
/** Child processes start slowly on a busy machine; these tests check orders and counts, never time. */
const SLOW = 90_000;
const WAIT = { timeout: 15_000, interval: 50 };
let whatsapp: WhatsappProcess;
let gatewayUrl: string;

beforeAll(async () => {
  whatsapp = await startWhatsappProcess();
  gatewayUrl = `http://127.0.0.1:${whatsapp.port}`;
});
afterAll(async () => {
  await whatsapp.close();
});

/** Runs the child with the test's settings and the given gateway. */
const runChild = (args: string[], gateway: string) => startTestChild('outbox-child.ts', args, { WHATSAPP_GATEWAY_URL: gateway });

type KillMoment = 'before WhatsApp takes it' | 'after WhatsApp took it';

/**
 * The gateway as the child sees it: every call is forwarded to the whatsapp process, except sends, which
 * kill the child (`kill` is set once the child runs) before or after forwarding, and are never answered.
 */
async function killingProxy(moment: KillMoment) {
  let kill = () => undefined as unknown;
  let sends = 0;
  const forward = async (req: IncomingMessage, body: Buffer) =>
    fetch(`${gatewayUrl}${req.url}`, {
      method: req.method,
      headers: { 'content-type': 'application/json', 'x-gateway-key': String(req.headers['x-gateway-key']) },
      body,
    });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void (async () => {
        if (/\/send$/.test(req.url ?? '')) {
          sends += 1;
          if (moment === 'after WhatsApp took it') await forward(req, body);
          kill();
          return;
        }
        const answer = await forward(req, body);
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    onSend: (killer: () => void) => (kill = killer),
    sends: () => sends,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A company whose connected sandbox serves two queues: a customer's first message gets the bot's menu. */
async function botCompany() {
  const tenant = await createTenant();
  const { company } = tenant;
  const connection = await Whatsapp.create({
    name: 'Bot',
    provider: 'sandbox',
    companyId: company.id,
    token: randomBytes(32).toString('hex'),
    greetingMessage: 'Olá! Escolha:',
  });
  const queues = [await createQueue(company, { name: 'Vendas', orderQueue: 1 }), await createQueue(company, { name: 'Suporte', orderQueue: 2 })];
  await WhatsappQueue.bulkCreate(queues.map((queue) => ({ whatsappId: connection.id, queueId: queue.id })));
  const status = async () => (await Whatsapp.findOne({ where: { id: connection.id, companyId: company.id } }))?.status;
  await whatsappGateway().startSession(company.id, connection.id);
  await vi.waitFor(async () => expect(await status()).toBe('qrcode'), WAIT);
  await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
  await vi.waitFor(async () => expect(await status()).toBe('CONNECTED'), WAIT);
  const phoneReceived = () => SandboxMessage.findAll({ where: { companyId: company.id, whatsappId: connection.id, direction: 'out' } });
  const automatic = () => Message.findAll({ where: { companyId: company.id, fromMe: true, isAutomatic: true }, order: [['id', 'ASC']] });
  const waiting = () => OutboxMessage.findAll({ where: { companyId: company.id } });
  return { company, connection, phoneReceived, automatic, waiting };
}

/** The customer writes through a worker child that dies when it sends the bot's answer. */
async function workerDiesSending(t: Awaited<ReturnType<typeof botCompany>>, moment: KillMoment) {
  const proxy = await killingProxy(moment);
  try {
    const worker = runChild(['receive', String(t.company.id), String(t.connection.id), PHONE, 'Oi'], proxy.url);
    proxy.onSend(() => worker.child.kill('SIGKILL'));
    const { code, output } = await worker.exited;
    expect(code, output).toBeNull();
    expect(proxy.sends()).toBe(1);
  } finally {
    await proxy.close();
  }
}

/** The restarted worker's boot sweep, in a process of its own, through the given gateway. */
async function sweepInNewWorker(t: Awaited<ReturnType<typeof botCompany>>, gateway = gatewayUrl) {
  const { code, output } = await runChild(['sweep', String(t.company.id)], gateway).exited;
  expect(code, output).toBe(0);
  return output;
}

describe('a worker killed while sending', () => {
  it(
    'between the commit and the send: after the restart the answer reaches the phone exactly once',
    async () => {
      const t = await botCompany();
      await workerDiesSending(t, 'before WhatsApp takes it');
      // Committed and claimed by the dead worker, never sent.
      const [menu] = await t.automatic();
      expect(menu).toMatchObject({ body: 'Olá! Escolha:\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte', ack: 0 });
      expect(await t.waiting()).toMatchObject([{ messageId: menu.id, attempts: 1 }]);
      expect(await t.phoneReceived()).toEqual([]);

      expect(JSON.parse(await sweepInNewWorker(t))).toEqual({ resent: 1, failed: 0 });
      expect((await t.phoneReceived()).map((m) => [m.id, m.body])).toEqual([[menu.wid, menu.body]]);
      expect(await t.waiting()).toEqual([]);
      expect((await t.automatic()).map((m) => m.ack)).not.toContain(ACK_FAILED);
    },
    SLOW,
  );

  it(
    'after WhatsApp took it: the resend under the same WhatsApp id is received once',
    async () => {
      const t = await botCompany();
      await workerDiesSending(t, 'after WhatsApp took it');
      const [menu] = await t.automatic();
      expect((await t.phoneReceived()).map((m) => m.id)).toEqual([menu.wid]);

      await sweepInNewWorker(t);
      expect((await t.phoneReceived()).map((m) => m.id)).toEqual([menu.wid]);
      expect(await t.waiting()).toEqual([]);
    },
    SLOW,
  );

  it(
    'is resent once: when the resend dies too, the message is marked not sent instead of tried forever',
    async () => {
      const t = await botCompany();
      await workerDiesSending(t, 'before WhatsApp takes it');
      const proxy = await killingProxy('before WhatsApp takes it');
      try {
        const sweeper = runChild(['sweep', String(t.company.id)], proxy.url);
        proxy.onSend(() => sweeper.child.kill('SIGKILL'));
        expect((await sweeper.exited).code).toBeNull();
      } finally {
        await proxy.close();
      }
      expect(await t.waiting()).toMatchObject([{ attempts: 2 }]);
      expect(JSON.parse(await sweepInNewWorker(t))).toEqual({ resent: 0, failed: 1 });
      expect((await t.automatic()).map((m) => m.ack)).toEqual([ACK_FAILED]);
      expect(await t.phoneReceived()).toEqual([]);
    },
    SLOW,
  );
});
