import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import type { TicketDTO } from '@zapdesk/shared';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { hasPlanFlag, isAdmin } from '../../../session/permissions';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useAuth } from '../../../session/useAuth';
import { useTicketActions } from '../hooks/useTicketActions';
import { useSetting } from '../../../resources/settings/useSetting';
import { CloseTicketDialog } from './CloseTicketDialog';
import { ticketActions, type TicketAction } from '../../../resources/tickets/ticket-access';

/** Opened from the 'more' menu only: the schedule form loads then, not with every conversation. */
const ScheduleModal = lazyDialog(() => import('../../schedules/components/ScheduleModal'), 'ScheduleModal');

interface TicketActionsProps {
  ticket: TicketDTO;
  onUpdated: (ticket: TicketDTO) => void;
  onTransfer: () => void;
}

const VARIANT: Record<TicketAction, 'contained' | 'outlined'> = { accept: 'contained', return: 'outlined', resolve: 'contained', reopen: 'contained' };

/**
 * The header's buttons by status ('Aceitar'; 'Retornar', 'Resolver' — asking 'Finalizar com/sem avaliação' when
 * userRating is enabled —; 'Reabrir') and the options menu:
 * 'Transferir' for open tickets, 'Agendar mensagem' (the schedule dialog for this contact) when the plan has
 * schedules, 'Deletar' for admins in any status.
 */
export function TicketActions({ ticket, onUpdated, onTransfer }: TicketActionsProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { run, resolve, pending, remove, isRemoving } = useTicketActions(ticket, onUpdated);
  const asksRating = useSetting('userRating') === 'enabled';
  const [askingRating, setAskingRating] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const menuItems = [
    ...(ticket.status === 'open' ? [{ key: 'transfer', onClick: onTransfer }] : []),
    ...(hasPlanFlag(user, 'useSchedules') ? [{ key: 'schedule', onClick: () => setScheduling(true) }] : []),
    ...(isAdmin(user) ? [{ key: 'delete', onClick: () => setConfirmDelete(true) }] : []),
  ];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
      {ticketActions(ticket.status).map((action) => (
        <ButtonWithSpinner
          key={action}
          size="small"
          variant={VARIANT[action]}
          loading={pending === action}
          disabled={pending !== null}
          onClick={() => (action === 'resolve' && asksRating ? setAskingRating(true) : run(action))}
          sx={{ minWidth: 88 }}
        >
          {t(`conversation.buttons.${action}`)}
        </ButtonWithSpinner>
      ))}
      {menuItems.length > 0 && (
        <>
          <IconButton aria-label={t('conversation.buttons.more')} aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)}>
            <MoreVert />
          </IconButton>
          <Menu anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
            {menuItems.map((item) => (
              <MenuItem
                key={item.key}
                onClick={() => {
                  setMenuAnchor(null);
                  item.onClick();
                }}
              >
                {t(`conversation.buttons.${item.key}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      {scheduling && (
        <ScheduleModal open schedule={null} presetContact={ticket.contact ?? null} onClose={() => setScheduling(false)} onSaved={() => setScheduling(false)} />
      )}
      <CloseTicketDialog open={askingRating} onClose={() => setAskingRating(false)} onResolve={resolve} />
      <ConfirmationModal
        open={confirmDelete}
        title={t('conversation.deleteTicket.title', { id: ticket.id, name: ticket.contact?.name ?? '' })}
        confirmLabel={t('conversation.deleteTicket.confirm')}
        loading={isRemoving}
        onClose={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        {t('conversation.deleteTicket.message')}
      </ConfirmationModal>
    </Box>
  );
}
