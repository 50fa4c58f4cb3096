import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { AdminOnly } from '../../../components/list-page/AdminOnly';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { deleteUser } from '../../../resources/users/api';
import { userQueries } from '../../../resources/users/keys';
import { applyUserChange } from '../../../resources/users/live';
import { useApply } from '../../../resources/useApply';
import { UserModal } from './UserModal';
import { UsersTable } from './UsersTable';

/** /users: only admins list and manage the company's users (the API answers 403 to others). */
export function UsersPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('users.title')} message={t('users.adminOnly')}>
      <UsersScreen />
    </AdminOnly>
  );
}

function UsersScreen() {
  const { t } = useTranslation();
  const list = usePagedList(userQueries.list);
  const applyChange = useApply(applyUserChange);
  const deletion = useDeleteRow<UserDTO>({ remove: deleteUser, onDeleted: (id) => applyChange({ type: 'remove', id }), deletedMessage: t('users.deleted') });
  const [modal, setModal] = useState<{ open: boolean; user: UserDTO | null }>({ open: false, user: null });

  return (
    <ListPage
      title={t('users.title')}
      list={list}
      searchLabel={t('users.search')}
      loadError={t('users.loadError')}
      testId="users"
      actions={<ResponsiveButton label={t('users.add')} icon={<PersonAddAlt1Outlined />} onClick={() => setModal({ open: true, user: null })} />}
      confirmDelete={{ deletion, title: t('users.deleteTitle'), message: t('users.deleteMessage') }}
      dialogs={
        <UserModal
          open={modal.open}
          user={modal.user}
          onClose={() => setModal((current) => ({ ...current, open: false }))}
          onSaved={(user) => applyChange({ type: 'upsert', row: user, isNew: true })}
        />
      }
    >
      <UsersTable users={list.rows} loading={list.isLoading || list.isLoadingMore} onEdit={(user) => setModal({ open: true, user })} onDelete={deletion.ask} />
    </ListPage>
  );
}
