import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept, idParam } from '../../http/validate.js';
import { addTicketTag } from './add-ticket-tag.js';
import { createTag } from './create-tag.js';
import { deleteTag } from './delete-tag.js';
import { listKanbanTags } from './list-kanban-tags.js';
import { listTagOptions } from './list-tag-options.js';
import { listTags } from './list-tags.js';
import { removeTicketTags } from './remove-ticket-tags.js';
import { showTag } from './show-tag.js';
import { syncTicketTags } from './sync-ticket-tags.js';
import { tagCreateSchema, tagListSchema, tagSyncSchema, tagUpdateSchema } from './tags.schemas.js';
import { updateTag } from './update-tag.js';

/** /tags (§7): the tags screen, the ticket's tag picker and the kanban lanes. */
export const tagsRoutes = Router();

tagsRoutes.get('/', accept({ query: tagListSchema }), async (req, res) => {
  res.json(await listTags(req.ctx, req.query));
});

tagsRoutes.get('/list', accept({}), async (req, res) => {
  res.json(await listTagOptions(req.ctx));
});

tagsRoutes.get('/kanban', requirePlanFlag('useKanban'), accept({}), async (req, res) => {
  res.json(await listKanbanTags(req.ctx));
});

tagsRoutes.post('/sync', accept({ body: tagSyncSchema }), async (req, res) => {
  res.json(await syncTicketTags(req.ctx, req.body));
});

tagsRoutes.post('/', accept({ body: tagCreateSchema }), async (req, res) => {
  res.status(201).json(await createTag(req.ctx, req.body));
});

tagsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showTag(req.ctx, idParam(req.params.id)));
});

tagsRoutes.put('/:id', accept({ body: tagUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateTag(req.ctx, id, req.body));
});

tagsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteTag(req.ctx, idParam(req.params.id));
  res.json({ message: 'Tag deleted' });
});

/** /ticket-tags: one ticket's kanban lane (the board's drag and drop). */
export const ticketTagsRoutes = Router();

ticketTagsRoutes.put('/:ticketId/:tagId', accept({}), async (req, res) => {
  const ticketId = idParam(req.params.ticketId, 'ERR_NO_TICKET_FOUND');
  res.json(await addTicketTag(req.ctx, ticketId, idParam(req.params.tagId)));
});

ticketTagsRoutes.delete('/:ticketId', accept({}), async (req, res) => {
  res.json(await removeTicketTags(req.ctx, idParam(req.params.ticketId, 'ERR_NO_TICKET_FOUND')));
});
