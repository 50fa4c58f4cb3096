import { actorUserId, type ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import type { Chat } from '../../models/index.js';

// Who may do what with an internal chat:
// - see it, read and post its messages, mark it read: its members (the owner is always one). Anyone else,
//   admins included, gets the same 404 as for another company's chat: a private conversation's existence
//   is not revealed.
// - edit (title, members) and delete it: its owner only (403 ERR_NO_PERMISSION for the other members).

/** The members' user ids of a chat loaded with its users. */
export const chatMemberIds = (chat: Chat): number[] => (chat.users ?? []).map((member) => member.userId);

export const isChatOwner = (ctx: ServiceContext, chat: Chat): boolean => chat.ownerId !== null && chat.ownerId === actorUserId(ctx);

/** 404 unless the caller is a member (a chat loaded with its users); answers the member's user id. */
export function authorizeChatView(ctx: ServiceContext, chat: Chat): number {
  const userId = actorUserId(ctx);
  if (userId === null || !chatMemberIds(chat).includes(userId)) throw notFound();
  return userId;
}

/** A member who is not the owner gets 403; a non-member still gets 404. */
export function authorizeChatEdit(ctx: ServiceContext, chat: Chat): void {
  authorizeChatView(ctx, chat);
  authorize(isChatOwner(ctx, chat));
}
