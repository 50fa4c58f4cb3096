import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { Contact, type AssistantSession, type Message, type QueueIntegration, type Ticket } from '../../models/index.js';
import type { OutgoingItem } from '../messages/outbox.js';
import { AssistantFailure } from './assistant-failure.js';
import { commitTurn, type AssistantRef } from './assistant-outcome.js';
import { fetchTypebotMedia } from './typebot-media.js';
import { continueTypebotChat, startTypebotChat, type TypebotAnswer } from './typebot-client.js';

// Typebot integrations (docs/contract.md "AI prompts and queue integrations"): a session per ticket, started
// on the first message and forgotten after typebotExpires minutes of silence (0: never); the finish keyword
// hands the ticket to the queue, the restart keyword starts over after typebotRestartMessage; a message without
// text gets typebotUnknownMessage; the flow's end (no input awaited) hands over. The bot's messages leave
// typebotDelayMessage ms apart.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const same = (a: string, b: string) => b.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

async function itemsOf(ctx: ServiceContext, answer: TypebotAnswer): Promise<OutgoingItem[]> {
  const items: OutgoingItem[] = [];
  for (const output of answer.outputs) {
    const media = output.kind === 'media' ? await fetchTypebotMedia(ctx, output.url) : null;
    items.push(media ?? { body: output.kind === 'media' ? output.url : output.text });
  }
  return items;
}

/** Commits the bot's messages one by one, typebotDelayMessage apart; false once the ticket left the integration. */
async function say(
  ctx: ServiceContext,
  ref: AssistantRef,
  integration: QueueIntegration,
  items: OutgoingItem[],
  handled: number,
  sessionId: string | null,
  handover: boolean,
) {
  if (items.length === 0) return commitTurn(ctx, ref, { replies: [], handledMessageId: handled, sessionId, handover });
  for (const [index, item] of items.entries()) {
    if (index > 0 && integration.typebotDelayMessage > 0) await sleep(integration.typebotDelayMessage);
    const lastOne = index === items.length - 1;
    if (!(await commitTurn(ctx, ref, { replies: [item], handledMessageId: handled, sessionId, handover: lastOne && handover }))) return false;
  }
  return true;
}

export async function answerWithTypebot(
  ctx: ServiceContext,
  integration: QueueIntegration,
  ticket: Ticket,
  ref: AssistantRef,
  session: AssistantSession,
  pending: Message[],
): Promise<void> {
  let sessionId = session.sessionId;
  const expired =
    integration.typebotExpires > 0 && session.sessionAt !== null && now().getTime() - session.sessionAt.getTime() > integration.typebotExpires * 60_000;
  if (expired) sessionId = null;
  const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId } });
  const variables = { name: contact?.name ?? '', number: contact?.number ?? '', ticketId: String(ticket.id) };
  for (const message of pending) {
    const text = message.body.trim();
    if (same(text, integration.typebotKeywordFinish)) {
      await commitTurn(ctx, ref, { replies: [], handledMessageId: message.id, sessionId: null, handover: true });
      return;
    }
    const restart = same(text, integration.typebotKeywordRestart);
    if (restart) {
      sessionId = null;
      if (integration.typebotRestartMessage.trim()) {
        if (!(await commitTurn(ctx, ref, { replies: [{ body: integration.typebotRestartMessage }], handledMessageId: message.id, sessionId: null }))) return;
      }
    }
    if (!text && sessionId && !restart) {
      const unknown = integration.typebotUnknownMessage.trim();
      if (!(await commitTurn(ctx, ref, { replies: unknown ? [{ body: unknown }] : [], handledMessageId: message.id }))) return;
      continue;
    }
    const answer = sessionId
      ? await continueTypebotChat(integration.urlN8N, sessionId, text)
      : await startTypebotChat(integration.urlN8N, integration.typebotSlug, variables);
    if (!answer.sessionId) throw new AssistantFailure('Typebot lost the session');
    sessionId = answer.waiting ? answer.sessionId : null;
    const kept = await say(ctx, ref, integration, await itemsOf(ctx, answer), message.id, sessionId, !answer.waiting);
    if (!kept || !answer.waiting) return;
  }
}
