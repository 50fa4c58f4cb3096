import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One card of the page, named by its heading. */
export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography
        id={id}
        variant="h6"
        component="h2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', '& > :last-child': { ml: 'auto' } }}
      >
        {title}
        {actions}
      </Typography>
      {children}
    </Paper>
  );
}
