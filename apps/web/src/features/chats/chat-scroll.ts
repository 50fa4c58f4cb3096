/** Spec §9: the internal chat's older messages load when its history is scrolled within 600 px of the top. */
export const CHAT_LOAD_OLDER_THRESHOLD_PX = 600;

/** Whether a scroll position asks for the previous page of the history. */
export function shouldLoadOlder(scrollTop: number, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && scrollTop <= CHAT_LOAD_OLDER_THRESHOLD_PX;
}
