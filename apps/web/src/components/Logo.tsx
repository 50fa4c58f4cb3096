import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LogoMark } from './LogoMark';

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Only the mark (the collapsed drawer rail). */
  markOnly?: boolean;
}

/** The ZapDesk logo: mark plus wordmark, coloured from the theme so it reads in light and dark. */
export function Logo({ size = 36, markOnly = false }: LogoProps) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: size / 32 }}>
      <LogoMark size={size} />
      {!markOnly && (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em', lineHeight: 1, color: 'text.primary' }}>
          Zap
          <Box component="span" sx={{ color: 'primary.main' }}>
            Desk
          </Box>
        </Typography>
      )}
    </Box>
  );
}
