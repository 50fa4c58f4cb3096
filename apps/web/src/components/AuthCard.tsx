import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the public pages (login, sign-up, password reset): logo, title, form. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background:
          theme.palette.mode === 'light'
            ? 'radial-gradient(circle at 20% 0%, #D8F3EA 0, transparent 45%), radial-gradient(circle at 100% 100%, #DCE8FF 0, transparent 40%), #F3F6F8'
            : 'radial-gradient(circle at 20% 0%, #0F2E27 0, transparent 45%), radial-gradient(circle at 100% 100%, #131F3A 0, transparent 40%), #0B1215',
      })}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: '0 12px 40px rgba(15, 40, 35, 0.08)' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Logo size={40} />
        </Box>
        <Typography variant="h5" component="h1" align="center">
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
