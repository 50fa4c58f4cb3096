import { Router } from 'express';
import { accept, idParam } from '../../http/validate.js';
import { createQueueOption } from './create-queue-option.js';
import { deleteQueueOption } from './delete-queue-option.js';
import { listQueueOptions } from './list-queue-options.js';
import { queueOptionCreateSchema, queueOptionListSchema, queueOptionUpdateSchema } from './queue-options.schemas.js';
import { updateQueueOption } from './update-queue-option.js';

/** /queue-options: the option trees of the company's queues (§7; admins). */
export const queueOptionsRoutes = Router();

queueOptionsRoutes.get('/', accept({ query: queueOptionListSchema }), async (req, res) => {
  res.json(await listQueueOptions(req.ctx, req.query));
});

queueOptionsRoutes.post('/', accept({ body: queueOptionCreateSchema }), async (req, res) => {
  res.status(201).json(await createQueueOption(req.ctx, req.body));
});

queueOptionsRoutes.put('/:id', accept({ body: queueOptionUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateQueueOption(req.ctx, id, req.body));
});

queueOptionsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteQueueOption(req.ctx, idParam(req.params.id));
  res.json({ message: 'Option deleted' });
});
