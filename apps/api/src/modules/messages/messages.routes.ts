import { Router } from 'express';
import { sendJson } from '../../http/send-json.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { accept, idParam } from '../../http/validate.js';
import { deleteMessage } from './delete-message.js';
import { editMessage } from './edit-message.js';
import { forwardMessages } from './forward-messages.js';
import { findMessageMedia } from './find-message-media.js';
import { listMessages } from './list-messages.js';
import { essenceOf } from '../../core/mime.js';
import { receiveMedias } from './messages.upload.js';
import { editMessageSchema, forwardMessagesSchema, listMessagesSchema, reactMessageSchema, sendFileListSchema, sendMessageSchema } from './messages.schemas.js';
import { reactToMessage } from './react-to-message.js';
import { sendFileList } from './send-file-list.js';
import { sendMessage } from './send-message.js';

const ticketParam = (value: unknown) => idParam(value, 'ERR_NO_TICKET_FOUND');

/**
 * /messages: a ticket's history, sending (JSON or multipart; a file list), deleting for everyone, and media files; ours
 * (docs/contract.md §7): editing, reacting and forwarding.
 */
export const messagesRoutes = Router();

messagesRoutes.get('/media/:id', accept({}), async (req, res) => {
  await sendStoredFile(res, await findMessageMedia(req.ctx, idParam(req.params.id)));
});

messagesRoutes.post('/forward', accept({ body: forwardMessagesSchema }), async (req, res) => {
  res.status(201).json(await forwardMessages(req.ctx, req.body));
});

messagesRoutes.get('/:ticketId', accept({ query: listMessagesSchema }), async (req, res) => {
  sendJson(res, await listMessages(req.ctx, ticketParam(req.params.ticketId), req.query.pageNumber));
});

messagesRoutes.post('/:ticketId', receiveMedias, accept({ body: sendMessageSchema }), async (req, res) => {
  const ticketId = ticketParam(req.params.ticketId);
  const input = req.body;
  const files = Array.isArray(req.files) ? req.files : [];
  const medias = files.map((file) => ({ buffer: file.buffer, mimetype: essenceOf(file.mimetype), originalname: file.originalname }));
  res.status(201).json({ messages: await sendMessage(req.ctx, ticketId, { ...input, medias }) });
});

messagesRoutes.post('/:ticketId/file-list', accept({ body: sendFileListSchema }), async (req, res) => {
  res.status(201).json({ messages: await sendFileList(req.ctx, ticketParam(req.params.ticketId), req.body) });
});

messagesRoutes.put('/:id', accept({ body: editMessageSchema }), async (req, res) => {
  res.json(await editMessage(req.ctx, idParam(req.params.id), req.body.body));
});

messagesRoutes.put('/:id/reaction', accept({ body: reactMessageSchema }), async (req, res) => {
  res.json(await reactToMessage(req.ctx, idParam(req.params.id), req.body.emoji));
});

messagesRoutes.delete('/:id', accept({}), async (req, res) => {
  res.json(await deleteMessage(req.ctx, idParam(req.params.id)));
});
