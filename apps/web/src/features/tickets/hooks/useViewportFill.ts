import { useEffect, useLayoutEffect, useReducer, useState, type RefObject } from 'react';

/**
 * The height that makes an element reach the bottom of the window from where it starts (below the
 * top bar and any banner), so the page itself never scrolls and its panes scroll inside.
 */
export function useViewportFill(ref: RefObject<HTMLElement | null>): number | undefined {
  const [height, setHeight] = useState<number>();
  const [, remeasure] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    window.addEventListener('resize', remeasure);
    return () => window.removeEventListener('resize', remeasure);
  }, []);

  // Measured after every render: a banner above may appear or go away without a resize (setHeight keeps the
  // same state when nothing moved, so this does not loop).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top + window.scrollY;
    const next = Math.max(0, Math.floor(window.innerHeight - top));
    setHeight((current) => (current === next ? current : next));
  });

  return height;
}
