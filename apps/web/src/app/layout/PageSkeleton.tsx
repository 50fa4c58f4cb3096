import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

const ROWS = 6;

/**
 * Stands in for a page while its chunk loads (pages are split per route): the shape of a list page, a
 * title and its action, then a card of rows, so the screen does not jump when the page arrives.
 */
export function PageSkeleton() {
  return (
    <Box aria-busy="true" data-testid="page-skeleton" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1600, mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: { xs: '50%', sm: 240 } }} />
        <Skeleton variant="rounded" width={120} height={36} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {Array.from({ length: ROWS }, (_, row) => (
          <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
            <Skeleton variant="circular" width={32} height={32} sx={{ flexShrink: 0 }} />
            <Skeleton variant="text" sx={{ flex: 1, maxWidth: `${85 - row * 7}%` }} />
            <Skeleton variant="rounded" width={64} height={24} sx={{ display: { xs: 'none', sm: 'block' } }} />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
