import type { ChatDTO, ChatMessageDTO, ChatUserDTO } from '@zapdesk/shared';
import type { Chat, ChatMessage, ChatUser } from '../../models/index.js';

function presentChatUser(member: ChatUser): ChatUserDTO {
  return {
    chatId: member.chatId,
    userId: member.userId,
    unreads: member.unreads,
    user: { id: member.userId, name: member.user?.name ?? '' },
  };
}

/** Chat → DTO; the chat must be loaded with its users (chatIncludes). */
export function presentChat(chat: Chat): ChatDTO {
  return {
    id: chat.id,
    uuid: chat.uuid,
    title: chat.title,
    ownerId: chat.ownerId,
    lastMessage: chat.lastMessage,
    companyId: chat.companyId,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    users: [...(chat.users ?? [])].sort((a, b) => a.id - b.id).map(presentChatUser),
  };
}

/** ChatMessage → DTO; the sender appears when loaded (messageIncludes). */
export function presentChatMessage(message: ChatMessage): ChatMessageDTO {
  return {
    id: message.id,
    chatId: message.chatId,
    senderId: message.senderId,
    sender: message.sender ? { id: message.sender.id, name: message.sender.name } : null,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  };
}
