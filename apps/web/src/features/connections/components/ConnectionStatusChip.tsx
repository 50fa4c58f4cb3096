import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '@zapdesk/shared';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CropFreeOutlined from '@mui/icons-material/CropFreeOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import PhonelinkRingOutlined from '@mui/icons-material/PhonelinkRingOutlined';
import SignalCellular4Bar from '@mui/icons-material/SignalCellular4Bar';
import SignalCellularConnectedNoInternet0Bar from '@mui/icons-material/SignalCellularConnectedNoInternet0Bar';
import SignalCellularConnectedNoInternet2Bar from '@mui/icons-material/SignalCellularConnectedNoInternet2Bar';

interface StatusLook {
  color: ChipProps['color'];
  icon: ReactElement;
}

const looks: Record<ConnectionStatus, StatusLook> = {
  CONNECTED: { color: 'success', icon: <SignalCellular4Bar /> },
  qrcode: { color: 'info', icon: <CropFreeOutlined /> },
  PAIRING: { color: 'warning', icon: <PhonelinkRingOutlined /> },
  OPENING: { color: 'default', icon: <CircularProgress size={14} color="inherit" aria-hidden /> },
  TIMEOUT: { color: 'warning', icon: <SignalCellularConnectedNoInternet2Bar /> },
  DISCONNECTED: { color: 'error', icon: <SignalCellularConnectedNoInternet0Bar /> },
};

/** A connection's status: an icon and a label, with the original's hint in a tooltip. */
export function ConnectionStatusChip({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  const look = looks[status] ?? { color: 'default', icon: <LinkOffOutlined /> };
  return (
    <Tooltip
      title={
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(`connections.statusHint.${status}.title`)}
          </Typography>
          <Typography variant="caption">{t(`connections.statusHint.${status}.content`)}</Typography>
        </>
      }
    >
      <Chip
        size="small"
        variant="outlined"
        color={look.color}
        icon={look.icon}
        label={t(`connections.status.${status}`)}
        data-status={status}
        sx={{ fontWeight: 600, '& .MuiChip-icon': { fontSize: 16, ml: 0.75 } }}
      />
    </Tooltip>
  );
}
