import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Shortcut from '@mui/icons-material/Shortcut';
import { MAX_FORWARDED } from '@zapdesk/shared';
import type { MessageSelection } from '../../hooks/useMessageSelection';
import { lazyDialog } from '../../../../components/lazy-dialog';

/** Opened by 'Encaminhar' only: the contact search loads then, not with every conversation. */
const ForwardMessageDialog = lazyDialog(() => import('./ForwardMessageDialog'), 'ForwardMessageDialog');

/**
 * Select mode's bar under the history: how many are ticked, 'Cancelar seleção' and 'Encaminhar (n)', which opens
 * the forward dialog with the selection; select mode ends once they are forwarded. Nothing outside select mode.
 */
export function SelectionBar({ selection }: { selection: MessageSelection }) {
  const { t } = useTranslation();
  const [forwarding, setForwarding] = useState(false);
  if (!selection.selecting) return null;
  const count = selection.selected.length;
  return (
    <Box
      role="toolbar"
      aria-label={t('conversation.selection.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, py: 1, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <IconButton aria-label={t('conversation.selection.cancel')} onClick={selection.stop}>
        <Close />
      </IconButton>
      {/* The count wraps rather than being cut: beside the button a phone leaves it about 150 px. */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">{t('conversation.selection.count', { count })}</Typography>
        {selection.isFull && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('conversation.selection.limit', { max: MAX_FORWARDED })}
          </Typography>
        )}
      </Box>
      <Button variant="contained" startIcon={<Shortcut />} disabled={count === 0} onClick={() => setForwarding(true)}>
        {t('conversation.selection.forward', { count })}
      </Button>
      {forwarding && <ForwardMessageDialog messages={selection.selected} onForwarded={selection.stop} onClose={() => setForwarding(false)} />}
    </Box>
  );
}
