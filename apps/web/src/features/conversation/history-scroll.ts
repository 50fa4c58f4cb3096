/** Spec §9: older messages load when the history is scrolled within 50 px of the top. */
export const LOAD_OLDER_THRESHOLD_PX = 50;

/** Whether a scroll position asks for the previous page of the history. */
export function shouldLoadOlder(scrollTop: number, hasMore: boolean, loading: boolean): boolean {
  return hasMore && !loading && scrollTop <= LOAD_OLDER_THRESHOLD_PX;
}
