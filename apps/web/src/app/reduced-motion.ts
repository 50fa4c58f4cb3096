/** MUI's looping indicators: spinners, progress bars, skeletons and the click ripple. */
const LOOPING_INDICATORS = [
  '.MuiCircularProgress-root',
  '.MuiCircularProgress-svg',
  '.MuiCircularProgress-circle',
  '.MuiLinearProgress-bar',
  '.MuiSkeleton-root',
  '.MuiSkeleton-root::after',
  '.MuiTouchRipple-child',
  '.MuiTouchRipple-ripple',
].join(', ');

/**
 * What the app stops moving for people who ask their system to reduce motion (WCAG 2.3.3): transitions (dialogs,
 * menus, drawers) end at once and the looping indicators hold still. The components' own timers are left alone, so
 * they still open, close and unmount as usual, and the toasts keep their progress bar, which is their close timer.
 * The e2e browser asks for reduced motion too: every moving frame was painted in software there, for nothing.
 */
export const reducedMotionStyles = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transitionDuration: '0s !important', transitionDelay: '0s !important' },
    [LOOPING_INDICATORS]: { animation: 'none !important' },
  },
};
