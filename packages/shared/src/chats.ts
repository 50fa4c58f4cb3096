/** A member of an internal chat (spec §3): their unread count in that chat and who they are. */
export interface ChatUserDTO {
  chatId: number;
  userId: number;
  unreads: number;
  user: { id: number; name: string };
}

/** An internal chat between users of one company (spec §3 Internal chat). */
export interface ChatDTO {
  id: number;
  uuid: string;
  title: string;
  /** The creator, the only one who may edit or delete it; null once that user was deleted. */
  ownerId: number | null;
  lastMessage: string;
  companyId: number;
  createdAt: string;
  updatedAt: string;
  /** Every member, the owner included. */
  users: ChatUserDTO[];
}

/** One message of an internal chat (spec §3 Chat message). */
export interface ChatMessageDTO {
  id: number;
  chatId: number;
  /** The author; null once that user was deleted. */
  senderId: number | null;
  sender: { id: number; name: string } | null;
  message: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /chats → { records, hasMore }: the caller's chats, most recently active first. */
export interface ChatsPage {
  records: ChatDTO[];
  hasMore: boolean;
}

/** GET /chats/{id}/messages → { records, hasMore }: page 1 holds the newest messages, each page oldest first. */
export interface ChatMessagesPage {
  records: ChatMessageDTO[];
  hasMore: boolean;
}

/** POST /chats and PUT /chats/{id}: the members are user ids of the company (the owner is always added). */
export interface ChatInput {
  title: string;
  users: number[];
}

/** The unread count of one member in a chat (0 when not a member). */
export function chatUnreads(chat: Pick<ChatDTO, 'users'>, userId: number): number {
  return chat.users.find((member) => member.userId === userId)?.unreads ?? 0;
}
