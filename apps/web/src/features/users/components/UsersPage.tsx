import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { SearchField } from '../../../components/SearchField';
import { toastError } from '../../../lib/toast-error';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { deleteUser } from '../api/users-api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useApplyUserChange, useUserList } from '../hooks/useUserList';
import { UserModal } from './UserModal';
import { UsersTable } from './UsersTable';

/** Spec §9: search waits 500 ms; the next page loads within 100 px of the bottom. */
export const SEARCH_DEBOUNCE_MS = 500;
const LOAD_MORE_THRESHOLD_PX = 100;

/** /users: only admins list and manage the company's users (the API answers 403 to others). */
export function UsersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!isAdmin(user)) {
    return (
      <MainContainer>
        <MainHeader title={t('users.title')} />
        <Alert severity="info">{t('users.adminOnly')}</Alert>
      </MainContainer>
    );
  }
  return <UsersScreen />;
}

function UsersScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { users, hasMore, loadMore, isLoading, isLoadingMore, isError } = useUserList(searchParam);
  const applyChange = useApplyUserChange();
  const [modal, setModal] = useState<{ open: boolean; user: UserDTO | null }>({ open: false, user: null });
  const [toDelete, setToDelete] = useState<UserDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteUser(toDelete.id);
      applyChange({ type: 'remove', userId: toDelete.id });
      toast.success(t('users.deleted'));
      setToDelete(null);
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <MainContainer>
      <MainHeader
        title={t('users.title')}
        actions={
          <>
            <SearchField label={t('users.search')} value={search} onChange={setSearch} />
            <ResponsiveButton label={t('users.add')} icon={<PersonAddAlt1Outlined />} onClick={() => setModal({ open: true, user: null })} />
          </>
        }
      />
      {isError && <Alert severity="error">{t('users.loadError')}</Alert>}
      <Paper
        variant="outlined"
        onScroll={onScroll}
        data-testid="users-scroll"
        sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 210px)', sm: 'calc(100vh - 180px)' } }}
      >
        <UsersTable
          users={users}
          loading={isLoading || isLoadingMore}
          onEdit={(user) => setModal({ open: true, user })}
          onDelete={setToDelete}
        />
      </Paper>
      <UserModal
        open={modal.open}
        user={modal.user}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSaved={(user) => applyChange({ type: 'upsert', user })}
      />
      <ConfirmationModal
        open={toDelete !== null}
        title={t('users.deleteTitle')}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {t('users.deleteMessage')}
      </ConfirmationModal>
    </MainContainer>
  );
}
