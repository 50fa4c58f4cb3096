/**
 * Hides an element from sight but keeps it for screen readers and tests. Sizes are strings on purpose:
 * MUI's sx reads the numbers 0 < n <= 1 as fractions, so `width: 1` would mean 100%.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
