import { afterOutermostCommit } from '../../core/transaction.js';
import { logger } from '../../core/logger.js';
import { enqueueAssistantTurn } from '../../jobs/queues.js';
import { AssistantSession, Prompt, QueueIntegration, type Message } from '../../models/index.js';
import { ticketQueue, type BotTurn } from '../bot/bot-turn.js';

// docs/contract.md "AI prompts and queue integrations" (§10 Bot flow): which assistant answers a pending
// ticket, decided in the pipeline's transaction with the ticket locked. The ticket's columns are the state:
// `useIntegration` true while an assistant (prompt or integration, `promptId` / `integrationId`) talks to
// the customer; false with one of them still set once it handed over (one assistant per cycle; a new cycle
// or an attendant clears them). The network call is never made here: a Bull job runs it after the commit.

/** Which assistant a place names: its integration first, else its prompt. */
function assistantOf(place: { integrationId: number | null; promptId: number | null }): { integrationId: number } | { promptId: number } | null {
  if (place.integrationId !== null) return { integrationId: place.integrationId };
  if (place.promptId !== null) return { promptId: place.promptId };
  return null;
}

/** The named prompt or integration is the company's (the foreign keys keep it existing). */
async function exists(turn: BotTurn, target: { integrationId: number } | { promptId: number }): Promise<boolean> {
  const { companyId, transaction } = turn.ctx;
  if ('integrationId' in target) return (await QueueIntegration.count({ where: { id: target.integrationId, companyId }, transaction })) > 0;
  return (await Prompt.count({ where: { id: target.promptId, companyId }, transaction })) > 0;
}

/** The job that answers runs once the customer's message is committed. */
function answerAfterCommit(turn: BotTurn, message: Message): void {
  const { ctx, ticket } = turn;
  if (!ctx.transaction) throw new Error('assistants are engaged inside the pipeline transaction');
  afterOutermostCommit(ctx.transaction, () => {
    enqueueAssistantTurn({ companyId: ctx.companyId, ticketId: ticket.id, messageId: message.id }).catch((error: unknown) =>
      logger.error({ err: error, ticketId: ticket.id }, 'assistant turn not queued'),
    );
  });
}

/**
 * Hands the customer's message to the ticket's assistant, engaging one when the ticket reaches it: the
 * connection's while the ticket has no queue (it replaces the queue menu), the queue's once it stands in one.
 * True when an assistant has the message (the menus stay silent).
 */
export async function engageAssistant(turn: BotTurn, message: Message): Promise<boolean> {
  const { ticket, connection } = turn;
  if (ticket.status !== 'pending' || ticket.userId !== null || ticket.isGroup) return false;
  if (ticket.useIntegration && (ticket.promptId !== null || ticket.integrationId !== null)) {
    answerAfterCommit(turn, message);
    return true;
  }
  // Handed over already in this cycle (or told by an attendant): the queue's attendants have it.
  if (ticket.promptId !== null || ticket.integrationId !== null || ticket.chatbot) return false;
  const queue = await ticketQueue(turn);
  const target = queue ? assistantOf(queue) : assistantOf(connection);
  if (!target || !(await exists(turn, target))) return false;
  ticket.set({ useIntegration: true, promptId: null, integrationId: null, ...target });
  // A fresh conversation with it: this message onwards, no external session of an earlier cycle.
  await AssistantSession.upsert(
    { ticketId: ticket.id, companyId: turn.ctx.companyId, handledMessageId: message.id - 1, sessionId: null, sessionAt: null },
    { transaction: turn.ctx.transaction },
  );
  answerAfterCommit(turn, message);
  return true;
}
