import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { PageSkeleton } from './PageSkeleton';

/** The public pages (spec §2): a centred form card rather than the signed-in shell. */
export const PUBLIC_PATHS = ['/login', '/signup', '/forgetpsw'];

/** A sign-in or sign-up form's shape: logo, fields and the button. */
function FormSkeleton() {
  return (
    <Box aria-busy="true" data-testid="page-skeleton" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 2, sm: 4 } }}>
        <Skeleton variant="rounded" height={48} sx={{ width: '60%', mx: 'auto', mb: 3 }} />
        <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={40} />
      </Paper>
    </Box>
  );
}

/**
 * Shown while the first chunk of a visit loads (a public page, or the signed-in shell with its page):
 * the shape of what is coming, in the theme's colours, at any width.
 */
export function AppSkeleton() {
  const { pathname } = useLocation();
  if (PUBLIC_PATHS.includes(pathname)) return <FormSkeleton />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {/* The top bar's place and colour (64 px on wide screens, 56 on phones, as MUI's toolbar). */}
      <Box sx={{ height: { xs: 56, sm: 64 }, bgcolor: 'primary.main' }} />
      <PageSkeleton />
    </Box>
  );
}
