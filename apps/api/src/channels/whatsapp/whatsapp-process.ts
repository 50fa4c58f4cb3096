import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { env } from '../../config/env.js';
import { logger } from '../../core/logger.js';
import { traceStage } from '../../core/stage-trace.js';
import { redis } from '../../core/redis.js';
import { enqueueEngineEvent } from '../../jobs/engine-event-queue.js';
import { recordSessionStatus } from '../../modules/whatsapp-sessions/record-session-status.js';
import { createGatewayApp } from './gateway/gateway-app.js';
import { createSandboxSession } from './sandbox/sandbox-session.js';
import type { SessionFactories } from './session-factory.js';
import { SessionManager } from './session-manager.js';
import type { EngineEvent } from './types.js';
import { createBaileysSession } from './engine/baileys-session.js';

export const defaultFactories: SessionFactories = {
  beta: (deps) => createBaileysSession(deps),
  sandbox: (deps) => createSandboxSession(deps),
};

/** Status changes are applied at once (the screens wait for them); everything else goes to the durable engine-event queue. */
async function routeEvent(companyId: number, whatsappId: number, event: EngineEvent): Promise<void> {
  if (event.type === 'status') await recordSessionStatus(companyId, whatsappId, event);
  else {
    const traced = event.type === 'message' ? [event.message.id] : [];
    traceStage('emit', traced);
    await enqueueEngineEvent({ companyId, whatsappId, event });
    traceStage('enqueued', traced);
  }
}

export interface WhatsappProcess {
  manager: SessionManager;
  port: number;
  close(): Promise<void>;
}

/** Boots the sessions of every company and the gateway port; `close` ends sockets without logging out. */
export async function startWhatsappProcess(
  options: { port?: number; factories?: SessionFactories; leaseTtlMs?: number; onlyCompanies?: number[] } = {},
): Promise<WhatsappProcess> {
  const manager = new SessionManager({
    redis: redis(),
    owner: `${process.pid}-${randomUUID()}`,
    factories: options.factories ?? defaultFactories,
    onEvent: routeEvent,
    leaseTtlMs: options.leaseTtlMs,
    onlyCompanies: options.onlyCompanies,
  });
  const server: Server = createServer(createGatewayApp(manager, { sandboxEnabled: env.WHATSAPP_SANDBOX }));
  await new Promise<void>((resolve) => server.listen(options.port ?? env.WHATSAPP_GATEWAY_PORT, env.WHATSAPP_GATEWAY_HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  await manager.startAll();
  logger.info({ port }, 'whatsapp gateway listening');
  return {
    manager,
    port,
    async close() {
      await manager.stopAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
