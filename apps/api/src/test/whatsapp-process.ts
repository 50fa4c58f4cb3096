import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { useWhatsappGatewayUrl, whatsappGateway } from '../core/whatsapp-gateway.js';
import { startWhatsappProcess as boot, type WhatsappProcess } from '../channels/whatsapp/whatsapp-process.js';
import { closeQueues } from '../jobs/queues.js';
import { stopEngineEventProcessor } from '../jobs/process-engine-event.job.js';
import { SandboxMessage, Whatsapp } from '../models/index.js';
import type { SessionFactories } from '../channels/whatsapp/session-factory.js';

/**
 * Boots the real whatsapp process (session manager, sandbox provider, gateway) inside the test on a
 * free port and points the API's gateway port at it. It resumes and claims only the connections of
 * `companies` (none by default), so parallel test files never take each other's sessions.
 */
export async function startWhatsappProcess(
  options: { factories?: SessionFactories; leaseTtlMs?: number; companies?: number[] } = {},
): Promise<WhatsappProcess> {
  const process = await boot({ port: 0, factories: options.factories, leaseTtlMs: options.leaseTtlMs, onlyCompanies: options.companies ?? [] });
  const url = `http://127.0.0.1:${process.port}`;
  useWhatsappGatewayUrl(url);
  return {
    ...process,
    async close() {
      await process.close();
      await stopEngineEventProcessor();
      await closeQueues();
    },
  };
}

/** Boots one whatsapp process for the test file (beforeAll) and closes it after the file (afterAll). */
export function useWhatsappProcess(options: Parameters<typeof startWhatsappProcess>[0] = {}): () => WhatsappProcess {
  let running: WhatsappProcess | undefined;
  beforeAll(async () => {
    running = await startWhatsappProcess(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  return () => {
    if (!running) throw new Error('the whatsapp process is not running (call useWhatsappProcess at the top of the file)');
    return running;
  };
}

/** Waits until the connection's row shows the status the whatsapp process reported. */
export async function waitForConnectionStatus(companyId: number, whatsappId: number, status: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await Whatsapp.findOne({ where: { id: whatsappId, companyId } }))?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`connection ${whatsappId} never reached ${status}`);
}

/** Starts the connection's sandbox session in the running process and scans its QR code with the simulated phone. */
export async function connectSandbox(companyId: number, whatsappId: number, number?: string): Promise<void> {
  await whatsappGateway().startSession(companyId, whatsappId);
  await waitForConnectionStatus(companyId, whatsappId, 'qrcode');
  await whatsappGateway().sandbox(companyId, whatsappId, 'scan', number ? { number } : {});
  await waitForConnectionStatus(companyId, whatsappId, 'CONNECTED');
}

/** The simulated phone logs the device out (as when unlinked on the phone): sends and call rejections then fail. */
export async function logOutSandboxPhone(companyId: number, whatsappId: number): Promise<void> {
  await whatsappGateway().sandbox(companyId, whatsappId, 'disconnect', { reason: 'loggedOut' });
  await waitForConnectionStatus(companyId, whatsappId, 'DISCONNECTED');
}

/** What the simulated phone received from us on a connection, oldest first. */
export const sandboxOutbox = (companyId: number, whatsappId: number) =>
  SandboxMessage.findAll({
    where: { companyId, whatsappId, direction: 'out' },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });

/** A loopback port with nothing listening: a gateway URL there is a whatsapp process that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `action` while the API's gateway client points at a closed port, then points it back at `process`. */
export async function withWhatsappProcessDown<T>(process: WhatsappProcess, action: () => Promise<T>): Promise<T> {
  useWhatsappGatewayUrl(`http://127.0.0.1:${await closedPort()}`);
  try {
    return await action();
  } finally {
    useWhatsappGatewayUrl(`http://127.0.0.1:${process.port}`);
  }
}
