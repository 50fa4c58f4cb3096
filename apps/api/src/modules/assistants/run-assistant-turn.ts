import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { PlanFlag } from '@zapdesk/shared';
import { systemContext, type ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { redis, redisKey } from '../../core/redis.js';
import type { AssistantJob } from '../../jobs/queues.js';
import { AssistantSession, Message, Prompt, QueueIntegration, Ticket } from '../../models/index.js';
import { assertPlanFlag } from '../plans/assert-plan-flag.js';
import { AssistantFailure } from './assistant-failure.js';
import { commitTurn, fallBackToQueue, type AssistantRef } from './assistant-outcome.js';
import { answerWithDialogflow } from './answer-with-dialogflow.js';
import { answerWithPrompt } from './answer-with-prompt.js';
import { answerWithTypebot } from './answer-with-typebot.js';
import { answerWithWebhook } from './answer-with-webhook.js';

// One assistant turn (the `assistants` Bull job, after the customer's message committed): the ticket's
// customer messages not yet handled go to its prompt or integration, one ticket at a time (a Redis lock), and
// what comes back is committed through the outbox (assistant-outcome.ts). Any failure — timeout, 401, 429, a
// refused URL, the plan flag off — hands the ticket to its queue with a note; the messages stay stored.

/** Another turn of the ticket is running: Bull tries this one again shortly. */
export class AssistantBusy extends Error {}

const LOCK_MS = 5 * 60_000;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

async function withTicketLock<T>(ticketId: number, work: () => Promise<T>): Promise<T> {
  const key = redisKey('assistant', 'ticket', ticketId);
  const token = randomUUID();
  if ((await redis().set(key, token, 'PX', LOCK_MS, 'NX')) !== 'OK') throw new AssistantBusy(`ticket ${ticketId} is answering`);
  try {
    return await work();
  } finally {
    await redis().eval(RELEASE, 1, key, token);
  }
}

async function planAllows(ctx: ServiceContext, flag: PlanFlag): Promise<boolean> {
  try {
    await assertPlanFlag(ctx, flag);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The customer's messages the assistant has not handled yet, oldest first. */
async function unhandled(ctx: ServiceContext, ticketId: number): Promise<{ session: AssistantSession; pending: Message[] }> {
  const [session] = await AssistantSession.findOrCreate({ where: { ticketId, companyId: ctx.companyId }, defaults: { ticketId, companyId: ctx.companyId } });
  const pending = await Message.findAll({
    where: { companyId: ctx.companyId, ticketId, fromMe: false, id: { [Op.gt]: session.handledMessageId } },
    order: [['id', 'ASC']],
  });
  return { session, pending };
}

async function answer(ctx: ServiceContext, ticket: Ticket, ref: AssistantRef): Promise<void> {
  const { session, pending } = await unhandled(ctx, ticket.id);
  if (pending.length === 0) return;
  if (ref.promptId !== null) {
    const prompt = await Prompt.findOne({ where: { id: ref.promptId, companyId: ctx.companyId } });
    if (!prompt) throw new AssistantFailure('the prompt was deleted');
    if (!(await planAllows(ctx, 'useOpenAi'))) throw new AssistantFailure('the plan does not include OpenAI');
    const result = await answerWithPrompt(ctx, prompt, ticket.id, pending);
    if (result) await commitTurn(ctx, ref, result);
    return;
  }
  const integration = await QueueIntegration.findOne({ where: { id: ref.integrationId!, companyId: ctx.companyId } });
  if (!integration) throw new AssistantFailure('the integration was deleted');
  if (!(await planAllows(ctx, 'useIntegrations'))) throw new AssistantFailure('the plan does not include integrations');
  if (integration.type === 'typebot') await answerWithTypebot(ctx, integration, ticket, ref, session, pending);
  else if (integration.type === 'dialogflow') await answerWithDialogflow(ctx, integration, ref, pending);
  else await answerWithWebhook(ctx, integration, ticket, ref, pending);
}

/** The name the failure note gives the assistant. */
async function nameOf(ctx: ServiceContext, ref: AssistantRef): Promise<string> {
  if (ref.promptId !== null) return (await Prompt.findOne({ where: { id: ref.promptId, companyId: ctx.companyId } }))?.name ?? `#${ref.promptId}`;
  return (await QueueIntegration.findOne({ where: { id: ref.integrationId!, companyId: ctx.companyId } }))?.name ?? `#${ref.integrationId}`;
}

export async function runAssistantTurn(job: AssistantJob): Promise<void> {
  const ctx = systemContext(job.companyId, 'assistant');
  await withTicketLock(job.ticketId, async () => {
    const ticket = await Ticket.findOne({ where: { id: job.ticketId, companyId: job.companyId } });
    if (!ticket || ticket.status !== 'pending' || ticket.userId !== null || !ticket.useIntegration) return;
    const ref: AssistantRef = { ticketId: ticket.id, promptId: ticket.promptId, integrationId: ticket.integrationId };
    if (ref.promptId === null && ref.integrationId === null) return;
    try {
      await answer(ctx, ticket, ref);
    } catch (error) {
      const failure = AssistantFailure.from(error);
      logger.warn({ err: error, ticketId: ticket.id, companyId: job.companyId }, 'assistant failed; the ticket falls back to its queue');
      await fallBackToQueue(ctx, ref, await nameOf(ctx, ref), failure.message);
    }
  });
}
