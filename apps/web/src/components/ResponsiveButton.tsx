import type { AriaAttributes, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '../lib/visually-hidden';

interface ResponsiveButtonProps extends AriaAttributes {
  /** The button's text; on small screens it stays in the DOM (screen readers, tests) but is not shown. */
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** Below this breakpoint only the icon shows. */
  hideLabelBelow?: 'sm' | 'md';
  variant?: 'contained' | 'outlined' | 'text';
  disabled?: boolean;
}

/** A header button: icon and text on wide screens, icon only on narrow ones, so the title row still fits. */
export function ResponsiveButton({ label, icon, onClick, hideLabelBelow = 'sm', variant = 'contained', disabled, ...aria }: ResponsiveButtonProps) {
  const bp = hideLabelBelow;
  return (
    <Button
      {...aria}
      variant={variant}
      disabled={disabled}
      onClick={onClick}
      startIcon={icon}
      sx={{
        flexShrink: 0,
        minWidth: { xs: 40, [bp]: 64 },
        px: { xs: 1, [bp]: 2 },
        // Without the text the icon's own margins would push it off-centre.
        '& .MuiButton-startIcon': { mr: { xs: 0, [bp]: 1 }, ml: { xs: 0, [bp]: -0.5 } },
      }}
    >
      <Box component="span" sx={(theme) => ({ [theme.breakpoints.down(bp)]: visuallyHidden })}>
        {label}
      </Box>
    </Button>
  );
}
