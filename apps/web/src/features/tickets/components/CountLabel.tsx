import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { TICKET_COUNT_CAP } from '@zapdesk/shared';

/**
 * A sub-tab's label with its ticket count beside it (spec §2: each with a count badge); the API's capped count reads
 * 999+. While the list loads the badge spins instead of showing a 0 that is not known yet (issue 18).
 */
export function CountLabel({ text, count, loading = false }: { text: string; count: number; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {text}
      <Box
        component="span"
        data-testid="tab-count"
        aria-busy={loading}
        sx={{
          minWidth: 22,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: count > 0 && !loading ? 'primary.main' : 'action.selected',
          color: count > 0 && !loading ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {loading ? (
          <CircularProgress size={10} color="inherit" aria-label={t('tickets.tabs.countLoading')} />
        ) : count >= TICKET_COUNT_CAP ? (
          `${TICKET_COUNT_CAP - 1}+`
        ) : (
          count
        )}
      </Box>
    </Box>
  );
}
