import type { WhatsappDTO } from '@zapdesk/shared';
import type { Whatsapp } from '../../models/index.js';

/** A connection as the API shows it: the external-API token only to those allowed to see it. */
export type ConnectionDTO = Omit<WhatsappDTO, 'token'> & { token?: string };

/** Queues in the bot menu's order (orderQueue, then creation). */
function byMenuOrder(a: { orderQueue: number | null; id: number }, b: { orderQueue: number | null; id: number }): number {
  const order = (a.orderQueue ?? Number.MAX_SAFE_INTEGER) - (b.orderQueue ?? Number.MAX_SAFE_INTEGER);
  return order || a.id - b.id;
}

/** Whatsapp → DTO; `withToken` for admins and the super user only (events never carry it). */
export function presentWhatsapp(whatsapp: Whatsapp, options: { withToken: boolean }): ConnectionDTO {
  const dto: ConnectionDTO = {
    id: whatsapp.id,
    name: whatsapp.name,
    status: whatsapp.status,
    qrcode: whatsapp.qrcode,
    retries: whatsapp.retries,
    number: whatsapp.number,
    isDefault: whatsapp.isDefault,
    provider: whatsapp.provider,
    greetingMessage: whatsapp.greetingMessage,
    complationMessage: whatsapp.complationMessage,
    outOfHoursMessage: whatsapp.outOfHoursMessage,
    ratingMessage: whatsapp.ratingMessage,
    expiresInactiveMessage: whatsapp.expiresInactiveMessage,
    expiresTicket: whatsapp.expiresTicket,
    timeToTransfer: whatsapp.timeToTransfer,
    transferQueueId: whatsapp.transferQueueId,
    promptId: whatsapp.promptId,
    integrationId: whatsapp.integrationId,
    timeUseBotQueues: whatsapp.timeUseBotQueues,
    maxUseBotQueues: whatsapp.maxUseBotQueues,
    queues: [...(whatsapp.queues ?? [])].sort(byMenuOrder).map((q) => ({ id: q.id, name: q.name, color: q.color })),
    companyId: whatsapp.companyId,
    createdAt: whatsapp.createdAt.toISOString(),
    updatedAt: whatsapp.updatedAt.toISOString(),
  };
  return options.withToken ? { ...dto, token: whatsapp.token } : dto;
}
