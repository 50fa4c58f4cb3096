import { Op } from 'sequelize';
import type { QueueIntegrationDTO, QueueIntegrationsPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { containsPattern } from '../../core/like.js';
import { inTransaction } from '../../core/transaction.js';
import { Queue, QueueIntegration } from '../../models/index.js';
import { publishQueue } from '../queues/queues.queries.js';
import { sealCredentials } from './integration-secrets.js';
import { presentIntegration } from './queue-integrations.presenter.js';
import { assertCredentialsShape, assertIntegrationSettings, loadIntegration, projectNameFor, publishIntegration } from './queue-integrations.queries.js';
import type { IntegrationCreateInput, IntegrationListInput, IntegrationUpdateInput } from './queue-integrations.schemas.js';

// The admins' small CRUD of a company's queue integrations (routes: queue-integrations.routes.ts). URLs pass
// the outbound guard at every save; Dialogflow credentials are sealed and answered as their last 4 characters.

const PAGE_SIZE = 20;

export async function listIntegrations(ctx: ServiceContext, { searchParam, pageNumber }: IntegrationListInput): Promise<QueueIntegrationsPage> {
  const where = { companyId: ctx.companyId, ...(searchParam && { name: { [Op.iLike]: containsPattern(searchParam) } }) };
  const { rows, count } = await QueueIntegration.findAndCountAll({
    where,
    order: [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: PAGE_SIZE,
    offset: (pageNumber - 1) * PAGE_SIZE,
  });
  return { queueIntegrations: rows.map(presentIntegration), count, hasMore: count > pageNumber * PAGE_SIZE };
}

export async function showIntegration(ctx: ServiceContext, id: number): Promise<QueueIntegrationDTO> {
  return presentIntegration(await loadIntegration(ctx, id));
}

export async function createIntegration(ctx: ServiceContext, input: IntegrationCreateInput): Promise<QueueIntegrationDTO> {
  if (input.jsonContent) assertCredentialsShape(input.jsonContent);
  const projectName = projectNameFor(input.type, input.name, input.projectName);
  await assertIntegrationSettings({ ...input, projectName, hasCredentials: input.jsonContent !== '' });
  return inTransaction(ctx, async (tx) => {
    const integration = await QueueIntegration.create(
      { ...input, projectName, jsonContent: sealCredentials(input.jsonContent, ctx.companyId), companyId: ctx.companyId },
      { transaction: tx.transaction },
    );
    return publishIntegration(tx, 'create', integration);
  });
}

export async function updateIntegration(ctx: ServiceContext, id: number, input: IntegrationUpdateInput): Promise<QueueIntegrationDTO> {
  return inTransaction(ctx, async (tx) => {
    const integration = await loadIntegration(tx, id);
    const { jsonContent, ...fields } = input;
    if (jsonContent) assertCredentialsShape(jsonContent);
    const next = { ...(integration.get({ plain: true }) as QueueIntegration), ...fields };
    const projectName = projectNameFor(next.type, next.name, next.projectName);
    await assertIntegrationSettings({ ...next, projectName, hasCredentials: Boolean(jsonContent) || integration.jsonContent !== '' });
    await integration.update(
      { ...fields, projectName, ...(jsonContent && { jsonContent: sealCredentials(jsonContent, ctx.companyId) }) },
      { transaction: tx.transaction },
    );
    return publishIntegration(tx, 'update', integration);
  });
}

/** Deletes it; the foreign keys detach it from queues, connections and tickets (the queues changed are published). */
export async function deleteIntegration(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const integration = await loadIntegration(tx, id);
    const queues = await Queue.findAll({ where: { companyId: ctx.companyId, integrationId: integration.id }, transaction: tx.transaction });
    await integration.destroy({ transaction: tx.transaction });
    for (const queue of queues) publishQueue(tx, 'update', queue.set({ integrationId: null }));
    publish(tx, { entity: 'queueIntegration', payload: { action: 'delete', integrationId: id } });
  });
}
