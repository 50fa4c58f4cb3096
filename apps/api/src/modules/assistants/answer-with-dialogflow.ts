import type { ServiceContext } from '../../core/context.js';
import type { Message, QueueIntegration } from '../../models/index.js';
import { openCredentials } from '../queue-integrations/integration-secrets.js';
import { commitTurn, type AssistantRef } from './assistant-outcome.js';
import { detectIntent } from './dialogflow-client.js';

/**
 * Dialogflow integrations: each customer text goes to detectIntent (session `ticket-{id}`, the integration's
 * language); the fulfilment texts are sent; an intent that ends the interaction hands the ticket to the queue.
 * A message without text is passed over.
 */
export async function answerWithDialogflow(ctx: ServiceContext, integration: QueueIntegration, ref: AssistantRef, pending: Message[]): Promise<void> {
  const credentials = openCredentials(integration);
  for (const message of pending) {
    const text = message.body.trim();
    const answer = text
      ? await detectIntent(credentials, integration.projectName, integration.language, `ticket-${ref.ticketId}`, text)
      : { replies: [], end: false };
    const kept = await commitTurn(ctx, ref, { replies: answer.replies.map((body) => ({ body })), handledMessageId: message.id, handover: answer.end });
    if (!kept || answer.end) return;
  }
}
