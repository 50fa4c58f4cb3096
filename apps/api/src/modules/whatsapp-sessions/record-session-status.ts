import { systemContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { Whatsapp } from '../../models/index.js';
import type { EngineEvent } from '../../channels/whatsapp/types.js';

type StatusEvent = Extract<EngineEvent, { type: 'status' }>;

/**
 * Stores what a session reports (status, QR code, number) on its connection and pushes it to the
 * company's screens as `company-{id}-whatsappSession`. QR rounds are counted in `retries`.
 */
export async function recordSessionStatus(companyId: number, whatsappId: number, event: StatusEvent): Promise<void> {
  const connection = await Whatsapp.findOne({ where: { id: whatsappId, companyId } });
  if (!connection) return;
  const changes: Partial<Whatsapp> = { status: event.status, qrcode: event.status === 'qrcode' ? (event.qrcode ?? '') : '' };
  if (event.number) changes.number = event.number;
  if (event.status === 'qrcode') changes.retries = connection.retries + 1;
  if (event.status === 'CONNECTED') changes.retries = 0;
  await connection.update(changes);
  publish(systemContext(companyId, 'whatsapp session'), {
    entity: 'whatsappSession',
    payload: {
      action: 'update',
      session: {
        id: connection.id,
        name: connection.name,
        status: connection.status,
        qrcode: connection.qrcode,
        retries: connection.retries,
        number: connection.number,
        pairingCode: event.pairingCode ?? null,
        updatedAt: connection.updatedAt.toISOString(),
      },
    },
  });
}
