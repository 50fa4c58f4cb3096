/**
 * Which announcements a user has already seen in the top bar's popover, kept in this browser's
 * localStorage under `announcementsSeen:{userId}` (a JSON array of announcement ids, newest last), so a
 * colleague signing in on the same browser has their own badge. At most SEEN_LIMIT ids are kept.
 */
export const seenStorageKey = (userId: number) => `announcementsSeen:${userId}`;
const SEEN_LIMIT = 500;

/** The ids seen by the user; a missing or unreadable value (private mode, hand-edited) reads as none. */
export function readSeenAnnouncements(userId: number): Set<number> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(seenStorageKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Adds ids to the user's seen set and returns the new set (the oldest ids go first past the limit). */
export function markAnnouncementsSeen(userId: number, ids: readonly number[]): Set<number> {
  const seen = readSeenAnnouncements(userId);
  for (const id of ids) {
    seen.delete(id);
    seen.add(id);
  }
  const kept = [...seen].slice(-SEEN_LIMIT);
  try {
    window.localStorage.setItem(seenStorageKey(userId), JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the badge simply comes back on the next visit.
  }
  return new Set(kept);
}
