import { Router } from 'express';
import { idParam, validate } from '../../http/validate.js';
import { addTicketTag } from './add-ticket-tag.js';
import { createTag } from './create-tag.js';
import { listTagOptions } from './list-tag-options.js';
import { removeTicketTags } from './remove-ticket-tags.js';
import { syncTicketTags } from './sync-ticket-tags.js';
import { tagCreateSchema, tagSyncSchema } from './tags.schemas.js';

/** /tags: the ticket side of tags (§7: sync, list, create). */
export const tagsRoutes = Router();

tagsRoutes.get('/list', async (req, res) => {
  res.json(await listTagOptions(req.ctx));
});

tagsRoutes.post('/sync', async (req, res) => {
  const input = await validate(tagSyncSchema, req.body);
  res.json(await syncTicketTags(req.ctx, input));
});

tagsRoutes.post('/', async (req, res) => {
  const input = await validate(tagCreateSchema, req.body);
  res.status(201).json(await createTag(req.ctx, input));
});

/** /ticket-tags: one ticket's tags (the kanban's drag and drop). */
export const ticketTagsRoutes = Router();

ticketTagsRoutes.put('/:ticketId/:tagId', async (req, res) => {
  const ticketId = idParam(req.params.ticketId, 'ERR_NO_TICKET_FOUND');
  res.json(await addTicketTag(req.ctx, ticketId, idParam(req.params.tagId)));
});

ticketTagsRoutes.delete('/:ticketId', async (req, res) => {
  res.json(await removeTicketTags(req.ctx, idParam(req.params.ticketId, 'ERR_NO_TICKET_FOUND')));
});
