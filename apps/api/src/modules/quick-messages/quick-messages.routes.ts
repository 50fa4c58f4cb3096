import { Router } from 'express';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { mediaUploadSchema } from '../../http/input-rules.js';
import { accept, idParam } from '../../http/validate.js';
import { attachQuickMessageMedia } from './attach-quick-message-media.js';
import { createQuickMessage } from './create-quick-message.js';
import { deleteQuickMessage } from './delete-quick-message.js';
import { findQuickMessageMedia } from './find-quick-message-media.js';
import { listQuickMessages } from './list-quick-messages.js';
import { listUsableQuickMessages } from './list-usable-quick-messages.js';
import { receiveQuickMessageFile } from './quick-messages.upload.js';
import { quickMessageCreateSchema, quickMessageListSchema, quickMessageOptionsSchema, quickMessageUpdateSchema } from './quick-messages.schemas.js';
import { removeQuickMessageMedia } from './remove-quick-message-media.js';
import { showQuickMessage } from './show-quick-message.js';
import { updateQuickMessage } from './update-quick-message.js';

/** /quick-messages (§7): the quick replies screen, the ticket input's suggestions and the attachments. */
export const quickMessagesRoutes = Router();

quickMessagesRoutes.get('/', accept({ query: quickMessageListSchema }), async (req, res) => {
  res.json(await listQuickMessages(req.ctx, req.query));
});

quickMessagesRoutes.get('/list', accept({ query: quickMessageOptionsSchema }), async (req, res) => {
  res.json(await listUsableQuickMessages(req.ctx));
});

quickMessagesRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showQuickMessage(req.ctx, idParam(req.params.id)));
});

quickMessagesRoutes.post('/', accept({ body: quickMessageCreateSchema }), async (req, res) => {
  res.status(201).json(await createQuickMessage(req.ctx, req.body));
});

quickMessagesRoutes.put('/:id', accept({ body: quickMessageUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateQuickMessage(req.ctx, id, req.body));
});

quickMessagesRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteQuickMessage(req.ctx, idParam(req.params.id));
  res.json({ message: 'Quick message deleted' });
});

quickMessagesRoutes.get('/:id/media', accept({}), async (req, res) => {
  await sendStoredFile(res, await findQuickMessageMedia(req.ctx, idParam(req.params.id)));
});

quickMessagesRoutes.post('/:id/media-upload', receiveQuickMessageFile, accept({ body: mediaUploadSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachQuickMessageMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

quickMessagesRoutes.delete('/:id/media-upload', accept({}), async (req, res) => {
  res.json(await removeQuickMessageMedia(req.ctx, idParam(req.params.id)));
});
