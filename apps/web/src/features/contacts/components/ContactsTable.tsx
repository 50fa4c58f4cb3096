import { useTranslation } from 'react-i18next';
import type { ContactRefDTO } from '@zapdesk/shared';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatPhoneNumber } from '../phone-format';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface ContactsTableProps {
  contacts: ContactRefDTO[];
  loading: boolean;
  /** The contact whose ticket is being opened (its button spins). */
  startingId: number | null;
  canDelete: boolean;
  onStartTicket: (contact: ContactRefDTO) => void;
  onEdit: (contact: ContactRefDTO) => void;
  onDelete: (contact: ContactRefDTO) => void;
}

const phoneNumber = (contact: ContactRefDTO) => (contact.number ? formatPhoneNumber(contact.number) : '');

/**
 * The contacts list (spec §2): avatar, name, WhatsApp number, e-mail and the start-ticket, edit and delete actions.
 * Phones keep avatar, name and actions; number and e-mail move under the name.
 */
export function ContactsTable({ contacts, loading, startingId, canDelete, onStartTicket, onEdit, onDelete }: ContactsTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('contacts.title')}
      records={contacts}
      loading={loading}
      emptyText={t('contacts.empty')}
      columns={[
        {
          header: t('contacts.columns.avatar'),
          hiddenHeader: true,
          width: 56,
          cellSx: () => ({ pr: 0 }),
          skeleton: <Skeleton variant="circular" width={36} height={36} />,
          cell: (contact) => (
            <Avatar src={contact.profilePicUrl || undefined} alt="" sx={{ width: 36, height: 36 }}>
              {contact.name.charAt(0).toUpperCase()}
            </Avatar>
          ),
        },
        {
          header: t('contacts.columns.name'),
          ellipsis: true,
          width: { xs: 'auto', sm: '45%', md: '32%' },
          skeleton: '70%',
          cell: (contact) => (
            <>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {contact.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
                {phoneNumber(contact)}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { md: 'none' } }}>
                {contact.email}
              </Typography>
            </>
          ),
        },
        { header: t('contacts.columns.whatsapp'), shownFrom: 'sm', cellSx: () => ({ whiteSpace: 'nowrap' }), skeleton: '80%', cell: phoneNumber },
        { header: t('contacts.columns.email'), shownFrom: 'md', ellipsis: true, width: '32%', skeleton: '80%', cell: (contact) => contact.email },
      ]}
      actions={{
        header: t('contacts.columns.actions'),
        width: 128,
        skeletonWidth: 80,
        cell: (contact) => (
          <RowActions
            name={contact.name}
            onEdit={() => onEdit(contact)}
            onDelete={canDelete ? () => onDelete(contact) : undefined}
            editLabel={t('contacts.edit')}
            deleteLabel={t('contacts.delete')}
          >
            <Tooltip title={t('contacts.startTicket.action')}>
              <span>
                <IconButton
                  size="small"
                  color="success"
                  aria-label={`${t('contacts.startTicket.action')} ${contact.name}`}
                  disabled={startingId !== null}
                  onClick={() => onStartTicket(contact)}
                >
                  {startingId === contact.id ? <CircularProgress size={18} color="inherit" /> : <WhatsApp fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          </RowActions>
        ),
      }}
    />
  );
}
