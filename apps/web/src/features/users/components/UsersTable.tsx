import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

interface UsersTableProps {
  users: UserDTO[];
  loading: boolean;
  onEdit: (user: UserDTO) => void;
  onDelete: (user: UserDTO) => void;
}

/** Phones drop the id and e-mail columns; the e-mail moves under the name. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The users list: id, name, e-mail, profile and the edit and delete actions (spec §2). */
export function UsersTable({ users, loading, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('users.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...wideOnly, width: 72 }}>{t('users.columns.id')}</TableCell>
          <TableCell>{t('users.columns.name')}</TableCell>
          <TableCell sx={wideOnly}>{t('users.columns.email')}</TableCell>
          <TableCell align="center" sx={wideOnly}>
            {t('users.columns.profile')}
          </TableCell>
          <TableCell align="right" sx={{ width: 112 }}>
            {t('users.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell sx={{ ...wideOnly, color: 'text.secondary' }}>{user.id}</TableCell>
            <TableCell sx={{ maxWidth: 0, width: { xs: 'auto', sm: '40%' } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                {user.super && <Chip label={t('users.superBadge')} size="small" color="secondary" variant="outlined" sx={{ height: 20 }} />}
              </Box>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
                {user.email} · {t(`users.profiles.${user.profile}`)}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...wideOnly, maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.email}</TableCell>
            <TableCell align="center" sx={wideOnly}>
              <Chip
                size="small"
                label={t(`users.profiles.${user.profile}`)}
                color={user.profile === 'admin' ? 'primary' : 'default'}
                variant={user.profile === 'admin' ? 'filled' : 'outlined'}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('users.edit')}>
                <IconButton size="small" aria-label={`${t('users.edit')} ${user.name}`} onClick={() => onEdit(user)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('users.delete')}>
                <IconButton size="small" aria-label={`${t('users.delete')} ${user.name}`} onClick={() => onDelete(user)}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          Array.from({ length: 4 }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
              <TableCell sx={wideOnly}>
                <Skeleton width={24} />
              </TableCell>
              <TableCell>
                <Skeleton width="70%" />
              </TableCell>
              <TableCell sx={wideOnly}>
                <Skeleton width="80%" />
              </TableCell>
              <TableCell align="center" sx={wideOnly}>
                <Skeleton width={64} sx={{ mx: 'auto' }} />
              </TableCell>
              <TableCell align="right">
                <Skeleton width={56} sx={{ ml: 'auto' }} />
              </TableCell>
            </TableRow>
          ))}
        {!loading && users.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
              {t('users.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
