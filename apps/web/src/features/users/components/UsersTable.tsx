import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface UsersTableProps {
  users: UserDTO[];
  loading: boolean;
  onEdit: (user: UserDTO) => void;
  onDelete: (user: UserDTO) => void;
}

/**
 * The users list: id, name, e-mail, profile and the edit and delete actions (spec §2). Phones drop the id and
 * e-mail columns; the e-mail moves under the name.
 */
export function UsersTable({ users, loading, onEdit, onDelete }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('users.title')}
      records={users}
      loading={loading}
      emptyText={t('users.empty')}
      columns={[
        { header: t('users.columns.id'), shownFrom: 'sm', width: 72, cellSx: () => ({ color: 'text.secondary' }), skeleton: 24, cell: (user) => user.id },
        {
          header: t('users.columns.name'),
          width: { xs: 'auto', sm: '40%' },
          cellSx: () => ({ maxWidth: 0 }),
          skeleton: '70%',
          cell: (user) => (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {user.name}
                </Typography>
                {user.super && <Chip label={t('users.superBadge')} size="small" color="secondary" variant="outlined" sx={{ height: 20 }} />}
              </Box>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
                {user.email} · {t(`users.profiles.${user.profile}`)}
              </Typography>
            </>
          ),
        },
        { header: t('users.columns.email'), shownFrom: 'sm', ellipsis: true, skeleton: '80%', cell: (user) => user.email },
        {
          header: t('users.columns.profile'),
          align: 'center',
          shownFrom: 'sm',
          skeleton: 64,
          cell: (user) => (
            <Chip
              size="small"
              label={t(`users.profiles.${user.profile}`)}
              color={user.profile === 'admin' ? 'primary' : 'default'}
              variant={user.profile === 'admin' ? 'filled' : 'outlined'}
            />
          ),
        },
      ]}
      actions={{
        header: t('users.columns.actions'),
        width: 112,
        cell: (user) => (
          <RowActions
            name={user.name}
            onEdit={() => onEdit(user)}
            onDelete={() => onDelete(user)}
            editLabel={t('users.edit')}
            deleteLabel={t('users.delete')}
          />
        ),
      }}
    />
  );
}
