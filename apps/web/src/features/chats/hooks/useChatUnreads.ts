import { hasPlanFlag } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { unreadSummary } from '../chats-cache';
import { useChatList } from './useChatList';

/**
 * My chats with unread messages and their total, for the top bar's popover and the menu dot: read from
 * the first pages of my chat list (the most recently active chats, where a new message puts a chat).
 * Nothing is fetched without the plan's internal chat.
 */
export function useChatUnreads() {
  const { user } = useAuth();
  const enabled = user !== null && hasPlanFlag(user, 'useInternalChat');
  const { records } = useChatList('', { enabled });
  return { enabled, ...unreadSummary(enabled && user ? records : [], user?.id ?? 0) };
}
