import { Router } from 'express';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { idParam, validate } from '../../http/validate.js';
import { attachQuickMessageMedia } from './attach-quick-message-media.js';
import { createQuickMessage } from './create-quick-message.js';
import { deleteQuickMessage } from './delete-quick-message.js';
import { findQuickMessageMedia } from './find-quick-message-media.js';
import { listQuickMessages } from './list-quick-messages.js';
import { listUsableQuickMessages } from './list-usable-quick-messages.js';
import { receiveQuickMessageFile } from './quick-messages.upload.js';
import { quickMessageCreateSchema, quickMessageListSchema, quickMessageUpdateSchema } from './quick-messages.schemas.js';
import { removeQuickMessageMedia } from './remove-quick-message-media.js';
import { showQuickMessage } from './show-quick-message.js';
import { updateQuickMessage } from './update-quick-message.js';

/** /quick-messages (§7): the quick replies screen, the ticket input's suggestions and the attachments. */
export const quickMessagesRoutes = Router();

quickMessagesRoutes.get('/', async (req, res) => {
  const query = await validate(quickMessageListSchema, req.query);
  res.json(await listQuickMessages(req.ctx, query));
});

quickMessagesRoutes.get('/list', async (req, res) => {
  res.json(await listUsableQuickMessages(req.ctx));
});

quickMessagesRoutes.get('/:id', async (req, res) => {
  res.json(await showQuickMessage(req.ctx, idParam(req.params.id)));
});

quickMessagesRoutes.post('/', async (req, res) => {
  const input = await validate(quickMessageCreateSchema, req.body);
  res.status(201).json(await createQuickMessage(req.ctx, input));
});

quickMessagesRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(quickMessageUpdateSchema, req.body);
  res.json(await updateQuickMessage(req.ctx, id, input));
});

quickMessagesRoutes.delete('/:id', async (req, res) => {
  await deleteQuickMessage(req.ctx, idParam(req.params.id));
  res.json({ message: 'Quick message deleted' });
});

quickMessagesRoutes.get('/:id/media', async (req, res) => {
  await sendStoredFile(res, await findQuickMessageMedia(req.ctx, idParam(req.params.id)));
});

quickMessagesRoutes.post('/:id/media-upload', receiveQuickMessageFile, async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachQuickMessageMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

quickMessagesRoutes.delete('/:id/media-upload', async (req, res) => {
  res.json(await removeQuickMessageMedia(req.ctx, idParam(req.params.id)));
});
