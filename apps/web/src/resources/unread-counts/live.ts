import type { LiveApplier } from '../../live/live-events';
import { unreadCountKeys } from './keys';

/**
 * A chat message, a chat read, or an announcement published or withdrawn changes what the server counts: the counts
 * are asked again (one small query) rather than guessed from a page of the lists.
 */
export const applyUnreadCountsChatEvent: LiveApplier<'chat'> = (queryClient) => void queryClient.invalidateQueries({ queryKey: unreadCountKeys.counts });
export const applyUnreadCountsAnnouncementEvent: LiveApplier<'announcement'> = (queryClient) =>
  void queryClient.invalidateQueries({ queryKey: unreadCountKeys.counts });
