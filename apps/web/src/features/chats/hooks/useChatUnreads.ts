import { useQuery } from '@tanstack/react-query';
import { unreadCountQueries } from '../../../resources/unread-counts/keys';
import { hasPlanFlag } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { unreadSummary } from '../chats-cache';
import { useChatList } from './useChatList';

/**
 * My chats with unread messages, for the top bar's popover (the first pages of my chat list, where a new message
 * puts a chat), and the total for its badge and the menu dot, counted by the server (GET /unread-counts) over all
 * my chats. Nothing is fetched without the plan's internal chat.
 */
export function useChatUnreads() {
  const { user } = useAuth();
  const enabled = user !== null && hasPlanFlag(user, 'useInternalChat');
  const { records } = useChatList('', { enabled });
  const counted = useQuery({ ...unreadCountQueries.counts(), enabled }).data?.chats;
  const { chats, total } = unreadSummary(enabled && user ? records : [], user?.id ?? 0);
  return { enabled, chats, total: enabled ? (counted ?? total) : 0 };
}
