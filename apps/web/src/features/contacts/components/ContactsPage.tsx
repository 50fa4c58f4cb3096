import { useRef, useState, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { ContactRefDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { SearchField } from '../../../components/SearchField';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useLoadUntilScrollable } from '../../../hooks/useLoadUntilScrollable';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { deleteContact } from '../api/contacts-api';
import { useExportContacts, useImportContacts } from '../hooks/useContactsTransfer';
import { useApplyContactChange, useContactList } from '../hooks/useContactList';
import { useStartTicket } from '../hooks/useStartTicket';
import { canContacts } from '../permissions';
import { ContactModal } from './ContactModal';
import { ContactsTable } from './ContactsTable';
import { StartTicketQueueDialog } from './StartTicketQueueDialog';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** Spec §9: search waits 500 ms; the next page loads within 100 px of the bottom. */
export const SEARCH_DEBOUNCE_MS = 500;
const LOAD_MORE_THRESHOLD_PX = 100;

interface HeaderButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading?: boolean;
  variant?: 'contained' | 'outlined';
}

/** A header button: icon and text on wide screens, icon only (its name in a touch tooltip) on phones and tablets. */
function HeaderButton({ label, icon, onClick, loading = false, variant = 'outlined' }: HeaderButtonProps) {
  // Hover is off because wide screens show the text; the span keeps the tooltip valid while the button is disabled.
  return (
    <Tooltip title={label} disableHoverListener>
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0 }}>
        <ButtonWithSpinner
          variant={variant}
          loading={loading}
          onClick={onClick}
          startIcon={icon}
          sx={{ minWidth: { xs: 48, md: 64 }, px: { xs: 1, md: 2 }, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 }, ml: { xs: 0, md: -0.5 } } }}
        >
          <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
            {label}
          </Box>
        </ButtonWithSpinner>
      </Box>
    </Tooltip>
  );
}

/** /contacts (spec §2): search, import, add, export, and the list with start-ticket, edit and delete. */
export function ContactsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  // Spec §5: search text is lowercased.
  const searchParam = useDebouncedValue(search.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const { contacts, hasMore, loadMore, isLoading, isLoadingMore, isError } = useContactList(searchParam);
  const applyChange = useApplyContactChange();
  const { exporting, exportContacts } = useExportContacts(searchParam);
  const { importing, runImport } = useImportContacts();
  const startTicket = useStartTicket();
  const canDelete = canContacts(user, 'contacts-page:deleteContact');
  const [modal, setModal] = useState<{ open: boolean; contactId: number | null }>({ open: false, contactId: null });
  const [confirmingImport, setConfirmingImport] = useState(false);
  const [toDelete, setToDelete] = useState<ContactRefDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  const scroller = useRef<HTMLDivElement>(null);
  useLoadUntilScrollable(scroller, { hasMore, isLoadingMore, loadMore, rowCount: contacts.length });

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  const confirmImport = async () => {
    if (await runImport()) setConfirmingImport(false);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteContact(toDelete.id);
      applyChange({ type: 'remove', contactId: toDelete.id });
      toast.success(t('contacts.deleted'));
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
        title={t('contacts.title')}
        actions={
          // Wraps instead of overflowing when the title leaves too little room (phones, or a narrow window with the drawer open).
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
            <SearchField label={t('contacts.search')} value={search} onChange={setSearch} width={null} sx={{ flex: { xs: '1 1 100%', sm: '0 1 240px' } }} />
            <HeaderButton label={t('contacts.import.button')} icon={<CloudUploadOutlined />} onClick={() => setConfirmingImport(true)} />
            <HeaderButton label={t('contacts.export')} icon={<CloudDownloadOutlined />} loading={exporting} onClick={() => void exportContacts()} />
            <HeaderButton
              label={t('contacts.add')}
              icon={<PersonAddAlt1Outlined />}
              variant="contained"
              onClick={() => setModal({ open: true, contactId: null })}
            />
          </Box>
        }
      />
      {isError && <Alert severity="error">{t('contacts.loadError')}</Alert>}
      <Paper
        variant="outlined"
        ref={scroller}
        onScroll={onScroll}
        data-testid="contacts-scroll"
        sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 250px)', sm: 'calc(100vh - 180px)' } }}
      >
        <ContactsTable
          contacts={contacts}
          loading={isLoading || isLoadingMore}
          startingId={startTicket.startingId}
          canDelete={canDelete}
          onStartTicket={startTicket.start}
          onEdit={(contact) => setModal({ open: true, contactId: contact.id })}
          onDelete={setToDelete}
        />
      </Paper>
      <ContactModal
        open={modal.open}
        contactId={modal.contactId}
        onClose={() => setModal((current) => ({ ...current, open: false }))}
        onSaved={(contact) => applyChange({ type: 'upsert', contact, isNew: modal.contactId === null })}
      />
      <StartTicketQueueDialog choice={startTicket.queueChoice} onChoose={startTicket.chooseQueue} onClose={startTicket.cancelQueueChoice} />
      <ConfirmationModal
        open={confirmingImport}
        title={t('contacts.import.title')}
        confirmLabel={t('contacts.import.confirm')}
        confirmColor="primary"
        loading={importing}
        onClose={() => setConfirmingImport(false)}
        onConfirm={confirmImport}
      >
        <Box component="span" sx={{ display: 'block' }}>
          {t('contacts.import.message')}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          {t('contacts.import.hint')}
        </Box>
      </ConfirmationModal>
      <ConfirmationModal open={toDelete !== null} title={t('contacts.deleteTitle')} loading={deleting} onClose={() => setToDelete(null)} onConfirm={confirmDelete}>
        <Box component="span" sx={{ display: 'block' }}>
          {t('contacts.deleteMessage')}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          {t('contacts.deleteHint', { name: toDelete?.name ?? '' })}
        </Box>
      </ConfirmationModal>
    </MainContainer>
  );
}
