import { useState } from 'react';

/** Rows added each time a whole-list table is scrolled near its bottom. */
export const REVEAL_STEP = 50;

/**
 * GET /plans/all answers every plan at once; drawing them in steps as the table scrolls keeps a
 * platform with hundreds of plans quick to open.
 */
export function useRevealMore<T>(records: T[]) {
  const [count, setCount] = useState(REVEAL_STEP);
  return {
    visible: records.slice(0, count),
    revealMore: () => {
      if (count < records.length) setCount((current) => current + REVEAL_STEP);
    },
  };
}
