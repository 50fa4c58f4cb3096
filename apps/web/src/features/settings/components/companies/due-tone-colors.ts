import { alpha, type Theme } from '@mui/material/styles';
import type { DueDateTone } from '../../company-due';

/** The original screen's row colours (light mode). */
const LIGHT: Record<DueDateTone, string> = {
  yellow: '#fffead',
  orange: '#f7cc8f',
  red: '#fa8c8c',
};

/** Dark mode tints the row with a saturated tone instead of painting it a light colour. */
const DARK: Record<DueDateTone, string> = {
  yellow: '#e6d33c',
  orange: '#f08c2e',
  red: '#e5484d',
};

export function toneBackground(theme: Theme, tone: DueDateTone): string {
  return theme.palette.mode === 'light' ? LIGHT[tone] : alpha(DARK[tone], 0.3);
}
