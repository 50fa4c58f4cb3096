import type { Theme } from '@mui/material/styles';

/** Text on a queue's or tag's own colour; a colour the theme cannot read falls back to the default chip. */
export function chipColors(theme: Theme, color: string): { bgcolor: string; color: string } | undefined {
  try {
    return { bgcolor: color, color: theme.palette.getContrastText(color) };
  } catch {
    return undefined;
  }
}
