import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { UserDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
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

/** Phones show only the icon; the text stays for screen readers and tests. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
            <TextField
              size="small"
              margin="none"
              type="search"
              placeholder={t('users.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: 'calc(100vw - 96px)', sm: 260 } }}
              slotProps={{
                htmlInput: { 'aria-label': t('users.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchOutlined fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button
              variant="contained"
              onClick={() => setModal({ open: true, user: null })}
              startIcon={<PersonAddAlt1Outlined />}
              sx={{ flexShrink: 0, minWidth: { xs: 40, sm: 64 }, px: { xs: 1, sm: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
            >
              <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
                {t('users.add')}
              </Box>
            </Button>
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
