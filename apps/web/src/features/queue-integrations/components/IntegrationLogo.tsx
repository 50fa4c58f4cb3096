import type { QueueIntegrationType } from '@zapdesk/shared';
import Avatar from '@mui/material/Avatar';
import Webhook from '@mui/icons-material/Webhook';

/** Each type's mark in its brand colour (no third-party artwork is bundled): the list's "type logos" (spec §2). */
const LOGOS: Record<QueueIntegrationType, { color: string; mark: string | null; label: string }> = {
  typebot: { color: '#0042DA', mark: 'TB', label: 'Typebot' },
  n8n: { color: '#EA4B71', mark: 'n8n', label: 'n8n' },
  webhook: { color: '#5C6BC0', mark: null, label: 'Webhook' },
  dialogflow: { color: '#FF9800', mark: 'DF', label: 'Dialogflow' },
};

export const integrationTypeLabel = (type: QueueIntegrationType) => LOGOS[type].label;

export function IntegrationLogo({ type, size = 32 }: { type: QueueIntegrationType; size?: number }) {
  const logo = LOGOS[type];
  return (
    <Avatar
      role="img"
      aria-label={logo.label}
      variant="rounded"
      sx={{ width: size, height: size, bgcolor: logo.color, color: '#fff', fontSize: size * 0.38, fontWeight: 800, letterSpacing: -0.5 }}
    >
      {logo.mark ?? <Webhook sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}
