import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { idParam, validate } from '../../http/validate.js';
import type { ChatRef } from './chats.queries.js';
import { chatCreateSchema, chatListSchema, chatMessageCreateSchema, chatMessageListSchema, chatReadSchema, chatUpdateSchema } from './chats.schemas.js';
import { createChat } from './create-chat.js';
import { createChatMessage } from './create-chat-message.js';
import { deleteChat } from './delete-chat.js';
import { listChatMessages } from './list-chat-messages.js';
import { listChats } from './list-chats.js';
import { markChatRead } from './mark-chat-read.js';
import { showChat } from './show-chat.js';
import { updateChat } from './update-chat.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /chats/:id takes the id or the uuid (the web opens /chats/{uuid}); anything else is 404. */
function chatRefParam(value: string): ChatRef {
  if (UUID.test(value)) return { uuid: value.toLowerCase() };
  return { id: idParam(value) };
}

/** /chats (§7): the internal chat between users of a company, for plans with useInternalChat (§6). */
export const chatsRoutes = Router();

// Every route, before any input is read: a plan without the internal chat answers 403 to all of them.
chatsRoutes.use(requirePlanFlag('useInternalChat'));

chatsRoutes.get('/', async (req, res) => {
  const query = await validate(chatListSchema, req.query);
  res.json(await listChats(req.ctx, query));
});

chatsRoutes.get('/:id', async (req, res) => {
  res.json(await showChat(req.ctx, chatRefParam(req.params.id)));
});

chatsRoutes.post('/', async (req, res) => {
  const input = await validate(chatCreateSchema, req.body);
  res.status(201).json(await createChat(req.ctx, input));
});

chatsRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(chatUpdateSchema, req.body);
  res.json(await updateChat(req.ctx, id, input));
});

chatsRoutes.delete('/:id', async (req, res) => {
  await deleteChat(req.ctx, idParam(req.params.id));
  res.json({ message: 'Chat deleted' });
});

chatsRoutes.get('/:id/messages', async (req, res) => {
  const id = idParam(req.params.id);
  const query = await validate(chatMessageListSchema, req.query);
  res.json(await listChatMessages(req.ctx, id, query));
});

chatsRoutes.post('/:id/messages', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(chatMessageCreateSchema, req.body);
  res.status(201).json(await createChatMessage(req.ctx, id, input));
});

chatsRoutes.post('/:id/read', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(chatReadSchema, req.body);
  res.json(await markChatRead(req.ctx, id, input));
});
