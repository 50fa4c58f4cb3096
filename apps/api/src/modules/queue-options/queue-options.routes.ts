import { Router } from 'express';
import { idParam, validate } from '../../http/validate.js';
import { createQueueOption } from './create-queue-option.js';
import { deleteQueueOption } from './delete-queue-option.js';
import { listQueueOptions } from './list-queue-options.js';
import { queueOptionCreateSchema, queueOptionListSchema, queueOptionUpdateSchema } from './queue-options.schemas.js';
import { updateQueueOption } from './update-queue-option.js';

/** /queue-options: the option trees of the company's queues (§7; admins). */
export const queueOptionsRoutes = Router();

queueOptionsRoutes.get('/', async (req, res) => {
  const query = await validate(queueOptionListSchema, req.query);
  res.json(await listQueueOptions(req.ctx, query));
});

queueOptionsRoutes.post('/', async (req, res) => {
  const input = await validate(queueOptionCreateSchema, req.body);
  res.status(201).json(await createQueueOption(req.ctx, input));
});

queueOptionsRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(queueOptionUpdateSchema, req.body);
  res.json(await updateQueueOption(req.ctx, id, input));
});

queueOptionsRoutes.delete('/:id', async (req, res) => {
  await deleteQueueOption(req.ctx, idParam(req.params.id));
  res.json({ message: 'Option deleted' });
});
