import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';

/** A tag's name on its own colour, with text that stays readable on it. */
export function TagChip({ name, color }: { name: string; color: string }) {
  const theme = useTheme();
  let colors: { bgcolor: string; color: string } | undefined;
  try {
    colors = { bgcolor: color, color: theme.palette.getContrastText(color) };
  } catch {
    // A colour the theme cannot read keeps the default chip look.
    colors = undefined;
  }
  return <Chip size="small" label={name} sx={{ ...colors, maxWidth: '100%', fontWeight: 600 }} />;
}
