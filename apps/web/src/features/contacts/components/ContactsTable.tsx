import { useTranslation } from 'react-i18next';
import type { ContactRefDTO } from '@zapdesk/shared';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
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
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatPhoneNumber } from '../phone-format';
import { StatusRows } from '../../../components/list-page/TableRows';

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

/** Phones keep avatar, name and actions; number and e-mail move under the name. */
const fromSm = { display: { xs: 'none', sm: 'table-cell' } } as const;
const fromMd = { display: { xs: 'none', md: 'table-cell' } } as const;
const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The contacts list (spec §2): avatar, name, WhatsApp number, e-mail and the start-ticket, edit and delete actions. */
export function ContactsTable({ contacts, loading, startingId, canDelete, onStartTicket, onEdit, onDelete }: ContactsTableProps) {
  const { t } = useTranslation();
  const columns = 5;
  return (
    <Table stickyHeader size="small" aria-label={t('contacts.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 56 }} aria-label={t('contacts.columns.avatar')} />
          <TableCell>{t('contacts.columns.name')}</TableCell>
          <TableCell sx={fromSm}>{t('contacts.columns.whatsapp')}</TableCell>
          <TableCell sx={fromMd}>{t('contacts.columns.email')}</TableCell>
          <TableCell align="right" sx={{ width: 128 }}>
            {t('contacts.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {contacts.map((contact) => {
          const number = contact.number ? formatPhoneNumber(contact.number) : '';
          return (
            <TableRow key={contact.id} hover>
              <TableCell sx={{ pr: 0 }}>
                <Avatar src={contact.profilePicUrl || undefined} alt="" sx={{ width: 36, height: 36 }}>
                  {contact.name.charAt(0).toUpperCase()}
                </Avatar>
              </TableCell>
              <TableCell sx={{ ...ellipsis, width: { xs: 'auto', sm: '45%', md: '32%' } }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {contact.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { sm: 'none' } }}>
                  {number}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p" sx={{ display: { md: 'none' } }}>
                  {contact.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...fromSm, whiteSpace: 'nowrap' }}>{number}</TableCell>
              <TableCell sx={{ ...fromMd, ...ellipsis, width: '32%' }}>{contact.email}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                <Tooltip title={t('contacts.edit')}>
                  <IconButton size="small" aria-label={`${t('contacts.edit')} ${contact.name}`} onClick={() => onEdit(contact)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                {canDelete && (
                  <Tooltip title={t('contacts.delete')}>
                    <IconButton size="small" aria-label={`${t('contacts.delete')} ${contact.name}`} onClick={() => onDelete(contact)}>
                      <DeleteOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          );
        })}
        <StatusRows loading={loading} empty={contacts.length === 0} colSpan={columns} emptyText={t('contacts.empty')}>
          <TableCell sx={{ pr: 0 }}>
            <Skeleton variant="circular" width={36} height={36} />
          </TableCell>
          <TableCell>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell sx={fromSm}>
            <Skeleton width="80%" />
          </TableCell>
          <TableCell sx={fromMd}>
            <Skeleton width="80%" />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={80} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
