import { Router } from 'express';
import type { ServiceContext } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';
import { idParam, validate } from '../../http/validate.js';
import { createQueue } from './create-queue.js';
import { deleteQueue } from './delete-queue.js';
import { listQueues } from './list-queues.js';
import { queueCreateSchema, queueListSchema, queueUpdateSchema } from './queues.schemas.js';
import { showQueue } from './show-queue.js';
import { updateQueue } from './update-queue.js';

/** Only the super user may list another company's queues (the spec's companyId parameter). */
function targetContext(ctx: ServiceContext, companyId: number | undefined): ServiceContext {
  if (companyId === undefined || companyId === ctx.companyId) return ctx;
  if (ctx.actor.kind !== 'user' || !ctx.actor.isSuper) throw forbidden();
  return { ...ctx, companyId };
}

/** /queue: the company's queues (§7 Users, queues). */
export const queueRoutes = Router();

queueRoutes.get('/', async (req, res) => {
  const query = await validate(queueListSchema, req.query);
  res.json(await listQueues(targetContext(req.ctx, query.companyId)));
});

queueRoutes.get('/:id', async (req, res) => {
  res.json(await showQueue(req.ctx, idParam(req.params.id)));
});

queueRoutes.post('/', async (req, res) => {
  const input = await validate(queueCreateSchema, req.body);
  res.status(201).json(await createQueue(req.ctx, input));
});

queueRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(queueUpdateSchema, req.body);
  res.json(await updateQueue(req.ctx, id, input));
});

queueRoutes.delete('/:id', async (req, res) => {
  await deleteQueue(req.ctx, idParam(req.params.id));
  res.json({ message: 'Queue deleted' });
});
