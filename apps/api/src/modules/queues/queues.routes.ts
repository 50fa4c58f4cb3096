import { Router } from 'express';
import { targetContext } from '../../core/context.js';
import { accept, idParam } from '../../http/validate.js';
import { createQueue } from './create-queue.js';
import { deleteQueue } from './delete-queue.js';
import { listQueues } from './list-queues.js';
import { queueCreateSchema, queueListSchema, queueUpdateSchema } from './queues.schemas.js';
import { showQueue } from './show-queue.js';
import { updateQueue } from './update-queue.js';

/** /queue: the company's queues (§7 Users, queues). */
export const queueRoutes = Router();

queueRoutes.get('/', accept({ query: queueListSchema }), async (req, res) => {
  res.json(await listQueues(targetContext(req.ctx, req.query.companyId)));
});

queueRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showQueue(req.ctx, idParam(req.params.id)));
});

queueRoutes.post('/', accept({ body: queueCreateSchema }), async (req, res) => {
  res.status(201).json(await createQueue(req.ctx, req.body));
});

queueRoutes.put('/:id', accept({ body: queueUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateQueue(req.ctx, id, req.body));
});

queueRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteQueue(req.ctx, idParam(req.params.id));
  res.json({ message: 'Queue deleted' });
});
