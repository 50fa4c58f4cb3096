import { Router } from 'express';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { idParam, validate } from '../../http/validate.js';
import { deleteMessage } from './delete-message.js';
import { findMessageMedia } from './find-message-media.js';
import { listMessages } from './list-messages.js';
import { essenceOf, receiveMedias } from './messages.upload.js';
import { listMessagesSchema, sendMessageSchema } from './messages.schemas.js';
import { sendMessage } from './send-message.js';

const ticketParam = (value: unknown) => idParam(value, 'ERR_NO_TICKET_FOUND');

/** /messages: a ticket's history, sending (JSON or multipart), deleting for everyone, and media files. */
export const messagesRoutes = Router();

messagesRoutes.get('/media/:id', async (req, res) => {
  await sendStoredFile(res, await findMessageMedia(req.ctx, idParam(req.params.id)));
});

messagesRoutes.get('/:ticketId', async (req, res) => {
  const { pageNumber } = await validate(listMessagesSchema, req.query);
  res.json(await listMessages(req.ctx, ticketParam(req.params.ticketId), pageNumber));
});

messagesRoutes.post('/:ticketId', receiveMedias, async (req, res) => {
  const ticketId = ticketParam(req.params.ticketId);
  const input = await validate(sendMessageSchema, req.body);
  const files = Array.isArray(req.files) ? req.files : [];
  const medias = files.map((file) => ({ buffer: file.buffer, mimetype: essenceOf(file.mimetype), originalname: file.originalname }));
  res.status(201).json({ messages: await sendMessage(req.ctx, ticketId, { ...input, medias }) });
});

messagesRoutes.delete('/:id', async (req, res) => {
  res.json(await deleteMessage(req.ctx, idParam(req.params.id)));
});
