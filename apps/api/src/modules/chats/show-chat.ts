import type { ChatDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { authorizeChatView } from './chats.policy.js';
import { presentChat } from './chats.presenter.js';
import { loadChat, type ChatRef } from './chats.queries.js';

/** GET /chats/:id (id or uuid): a chat the caller is a member of. */
export async function showChat(ctx: ServiceContext, ref: ChatRef): Promise<ChatDTO> {
  const chat = await loadChat(ctx, ref);
  authorizeChatView(ctx, chat);
  return presentChat(chat);
}
