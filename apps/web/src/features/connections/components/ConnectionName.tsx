import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** The 'Sandbox' tag of a simulated phone's connection. */
export function SandboxTag() {
  const { t } = useTranslation();
  return <Chip label={t('connections.sandboxTag')} size="small" color="secondary" variant="outlined" sx={{ height: 20, fontSize: 11 }} />;
}

/** The connection's name and the paired number; tables add the sandbox tag, cards wrap long names. */
export function ConnectionName({ connection, compact = false }: { connection: WhatsappDTO; compact?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap={!compact} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {connection.name}
        </Typography>
        {!compact && connection.provider === 'sandbox' && <SandboxTag />}
      </Box>
      {connection.number && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          +{connection.number}
        </Typography>
      )}
    </Box>
  );
}
