import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

/**
 * The sign that more lanes lie to one side (issue 20: lanes past the fourth sat off-screen with no hint): a fade
 * over the board's edge and a button that scrolls by most of a screen.
 */
export function ScrollCue({ side, onScroll }: { side: 'before' | 'after'; onScroll: () => void }) {
  const { t } = useTranslation();
  const before = side === 'before';
  return (
    <Box
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        bottom: 8,
        [before ? 'left' : 'right']: 0,
        width: 56,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
        zIndex: 1,
        background: `linear-gradient(to ${before ? 'right' : 'left'}, ${theme.palette.background.default} 20%, transparent)`,
      })}
    >
      <IconButton
        onClick={onScroll}
        aria-label={before ? t('kanban.scrollBefore') : t('kanban.scrollAfter')}
        sx={{ pointerEvents: 'auto', bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'background.paper' } }}
      >
        {before ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    </Box>
  );
}
