import { Message } from '../../../models/index.js';
import { sandboxOutbox } from '../../../test/whatsapp-process.js';
import { conversationTenant } from './pipeline.js';

/**
 * A conversation on a live sandbox connection whose ticket the agent has open (accepting belongs to the tickets
 * module), with our messages in it and what the customer's phone received, oldest first. The file needs
 * `useWhatsappProcess()`.
 */
export async function openConversation() {
  const tenant = await conversationTenant(undefined, { live: true });
  await tenant.ticket.update({ status: 'open', userId: tenant.agent.user.id });
  const messages = () => Message.findAll({ where: { companyId: tenant.company.id, ticketId: tenant.ticket.id, fromMe: true }, order: [['id', 'ASC']] });
  const received = () => sandboxOutbox(tenant.company.id, tenant.connection.id);
  return { ...tenant, jid: `${tenant.phone}@s.whatsapp.net`, messages, received };
}
