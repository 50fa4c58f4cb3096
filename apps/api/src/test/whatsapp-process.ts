import { useWhatsappGatewayUrl } from '../core/whatsapp-gateway.js';
import { startWhatsappProcess as boot, type WhatsappProcess } from '../channels/whatsapp/whatsapp-process.js';
import { closeQueues } from '../jobs/queues.js';
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
  useWhatsappGatewayUrl(`http://127.0.0.1:${process.port}`);
  return {
    ...process,
    async close() {
      await process.close();
      await closeQueues();
    },
  };
}
