import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The page area inside the shell: a centred column with the standard padding. */
export function MainContainer({ children }: { children: ReactNode }) {
  return <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto', width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>{children}</Box>;
}
