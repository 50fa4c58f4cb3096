import type { IntegrationMessagePayload } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { Contact, type Message, type QueueIntegration, type Ticket } from '../../models/index.js';
import { mediaUrlOf } from '../messages/messages.presenter.js';
import { commitTurn, type AssistantRef } from './assistant-outcome.js';
import { postToWebhook } from './webhook-client.js';

// n8n and webhook integrations (docs/contract.md "AI prompts and queue integrations"): each customer message
// is POSTed in order; each answer's replies are committed before the next message goes, and `handover: true`
// ends the integration for the ticket (later messages wait for the attendants).

function payloadOf(ticket: Ticket, contact: Contact | null, message: Message): IntegrationMessagePayload {
  return {
    event: 'message',
    companyId: ticket.companyId,
    ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status, queueId: ticket.queueId },
    contact: { id: contact?.id ?? ticket.contactId, name: contact?.name ?? '', number: contact?.number ?? '' },
    message: {
      id: message.id,
      body: message.body,
      mediaType: message.mediaType,
      mediaUrl: message.isDeleted ? null : mediaUrlOf(message),
      fromMe: message.fromMe,
      createdAt: message.createdAt.toISOString(),
    },
  };
}

export async function answerWithWebhook(
  ctx: ServiceContext,
  integration: QueueIntegration,
  ticket: Ticket,
  ref: AssistantRef,
  pending: Message[],
): Promise<void> {
  const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId } });
  for (const message of pending) {
    const answer = await postToWebhook(integration.urlN8N, payloadOf(ticket, contact, message));
    const kept = await commitTurn(ctx, ref, { replies: answer.replies.map((body) => ({ body })), handledMessageId: message.id, handover: answer.handover });
    if (!kept || answer.handover) return;
  }
}
