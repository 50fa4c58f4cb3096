import { useTranslation } from 'react-i18next';
import type { WhatsappDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { formatLastUpdate } from '../connection-status';
import { ConnectionName, SandboxTag } from './ConnectionName';
import { ConnectionRowActions, type RowActionHandlers } from './ConnectionRowActions';
import { ConnectionStatusChip } from './ConnectionStatusChip';
import { SessionActions } from './SessionActions';

export interface ConnectionsListProps extends RowActionHandlers {
  connections: WhatsappDTO[];
  loading: boolean;
  /** connections-page:actionButtons */
  canUseSession: boolean;
  /** connections-page:editOrDeleteConnection */
  canEdit: boolean;
  onShowQrCode: (connection: WhatsappDTO) => void;
  onDisconnect: (connection: WhatsappDTO) => void;
}

function DefaultFlag({ connection }: { connection: WhatsappDTO }) {
  const { t } = useTranslation();
  if (!connection.isDefault) return null;
  return (
    <Tooltip title={t('connections.defaultFlag')}>
      <CheckCircle color="success" fontSize="small" titleAccess={t('connections.defaultFlag')} />
    </Tooltip>
  );
}

/** §2 Connections: a table from 600 px up, one card per connection on phones. */
export function ConnectionsList(props: ConnectionsListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return phone ? <ConnectionCards {...props} /> : <ConnectionsTable {...props} />;
}

function ConnectionsTable({ connections, loading, canUseSession, canEdit, onShowQrCode, onDisconnect, ...handlers }: ConnectionsListProps) {
  const { t } = useTranslation();
  const columns = 4 + (canUseSession ? 1 : 0) + (canEdit ? 1 : 0);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('connections.title')} sx={{ minWidth: 720, '& td, & th': { py: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('connections.columns.name')}</TableCell>
            <TableCell align="center">{t('connections.columns.status')}</TableCell>
            {canUseSession && <TableCell align="center">{t('connections.columns.session')}</TableCell>}
            <TableCell align="center">{t('connections.columns.lastUpdate')}</TableCell>
            <TableCell align="center">{t('connections.columns.default')}</TableCell>
            {canEdit && <TableCell align="right">{t('connections.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {connections.map((connection) => (
            <TableRow key={connection.id} hover data-testid={`connection-row-${connection.id}`}>
              <TableCell sx={{ maxWidth: 280 }}>
                <ConnectionName connection={connection} />
              </TableCell>
              <TableCell align="center">
                <ConnectionStatusChip status={connection.status} />
              </TableCell>
              {canUseSession && (
                <TableCell align="center">
                  <Box sx={{ display: 'flex', justifyContent: 'center' }}>
                    <SessionActions connection={connection} onShowQrCode={onShowQrCode} onDisconnect={onDisconnect} />
                  </Box>
                </TableCell>
              )}
              <TableCell align="center" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                {formatLastUpdate(connection.updatedAt)}
              </TableCell>
              <TableCell align="center">
                <DefaultFlag connection={connection} />
              </TableCell>
              {canEdit && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <ConnectionRowActions connection={connection} {...handlers} />
                </TableCell>
              )}
            </TableRow>
          ))}
          {loading &&
            Array.from({ length: 3 }, (_, index) => (
              <TableRow key={`loading-${index}`} aria-hidden>
                {Array.from({ length: columns }, (__, cell) => (
                  <TableCell key={cell}>
                    <Skeleton width={cell === 0 ? '70%' : '60%'} sx={{ mx: cell === 0 ? 0 : 'auto' }} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!loading && connections.length === 0 && (
            <TableRow>
              <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
                {t('connections.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function ConnectionCards({ connections, loading, canUseSession, canEdit, onShowQrCode, onDisconnect, ...handlers }: ConnectionsListProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} component="ul" aria-label={t('connections.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {connections.map((connection) => (
        <Paper
          component="li"
          key={connection.id}
          variant="outlined"
          data-testid={`connection-row-${connection.id}`}
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, minWidth: 0 }}>
              <ConnectionName connection={connection} compact />
              <DefaultFlag connection={connection} />
            </Box>
            {canEdit && (
              <Box sx={{ mt: -0.5, mr: -0.75, flexShrink: 0 }}>
                <ConnectionRowActions connection={connection} {...handlers} />
              </Box>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <ConnectionStatusChip status={connection.status} />
            {connection.provider === 'sandbox' && <SandboxTag />}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            {canUseSession && <SessionActions connection={connection} onShowQrCode={onShowQrCode} onDisconnect={onDisconnect} />}
            <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
              {formatLastUpdate(connection.updatedAt)}
            </Typography>
          </Box>
        </Paper>
      ))}
      {loading &&
        Array.from({ length: 2 }, (_, index) => (
          <Paper component="li" key={`loading-${index}`} variant="outlined" aria-hidden sx={{ p: 2 }}>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Paper>
        ))}
      {!loading && connections.length === 0 && (
        <Paper component="li" variant="outlined" sx={{ py: 5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
          {t('connections.empty')}
        </Paper>
      )}
    </Stack>
  );
}
