import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept, idParam } from '../../http/validate.js';
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

chatsRoutes.get('/', accept({ query: chatListSchema }), async (req, res) => {
  res.json(await listChats(req.ctx, req.query));
});

chatsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showChat(req.ctx, chatRefParam(req.params.id)));
});

chatsRoutes.post('/', accept({ body: chatCreateSchema }), async (req, res) => {
  res.status(201).json(await createChat(req.ctx, req.body));
});

chatsRoutes.put('/:id', accept({ body: chatUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateChat(req.ctx, id, req.body));
});

chatsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteChat(req.ctx, idParam(req.params.id));
  res.json({ message: 'Chat deleted' });
});

chatsRoutes.get('/:id/messages', accept({ query: chatMessageListSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await listChatMessages(req.ctx, id, req.query));
});

chatsRoutes.post('/:id/messages', accept({ body: chatMessageCreateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.status(201).json(await createChatMessage(req.ctx, id, req.body));
});

chatsRoutes.post('/:id/read', accept({ body: chatReadSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await markChatRead(req.ctx, id, req.body));
});
