import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

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
            <RowActions
              name={user.name}
              onEdit={() => onEdit(user)}
              onDelete={() => onDelete(user)}
              editLabel={t('users.edit')}
              deleteLabel={t('users.delete')}
            />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={users.length === 0} colSpan={5} emptyText={t('users.empty')}>
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
        </StatusRows>
      </TableBody>
    </Table>
  );
}
