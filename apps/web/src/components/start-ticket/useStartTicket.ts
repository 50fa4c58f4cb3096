import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ContactRefDTO, QueueRefDTO } from '@zapdesk/shared';
import { toastError } from '../../lib/toast-error';
import { useAuth } from '../../session/useAuth';
import { createTicket } from '../../resources/tickets/api';
import { holderMessage, openTicketHolder } from '../../resources/tickets/open-ticket-conflict';
import { startTicketQueue } from './start-ticket';

/** A contact waiting for the user to pick one of their queues. */
export interface QueueChoice {
  contact: ContactRefDTO;
  queues: QueueRefDTO[];
}

/**
 * The list's WhatsApp button: opens a ticket with the contact, owned by me, on my connection (the server
 * falls back to the default one), then goes to the conversation. A contact already in service is 409
 * ERR_OTHER_OPEN_TICKET: the toast says who holds it, reusing the tickets screen's wording.
 */
export function useStartTicket() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [startingId, setStartingId] = useState<number | null>(null);
  const [queueChoice, setQueueChoice] = useState<QueueChoice | null>(null);

  const open = async (contact: ContactRefDTO, queueId: number | null) => {
    if (!user) return;
    setQueueChoice(null);
    setStartingId(contact.id);
    try {
      const ticket = await createTicket({ contactId: contact.id, queueId, whatsappId: user.whatsappId, userId: user.id, status: 'open' });
      navigate(`/tickets/${ticket.uuid}`);
    } catch (error) {
      const holder = openTicketHolder(error);
      if (!holder) {
        toastError(error);
        return;
      }
      const { key, values } = holderMessage(holder);
      toast.warning(`${t('tickets.newTicketDialog.conflictTitle')}. ${t(key, values)}`);
    } finally {
      setStartingId(null);
    }
  };

  const start = (contact: ContactRefDTO) => {
    if (!user) return;
    const queue = startTicketQueue(user);
    if (queue.kind === 'choose') setQueueChoice({ contact, queues: queue.queues });
    else void open(contact, queue.queueId);
  };

  const chooseQueue = (queueId: number) => {
    if (queueChoice) void open(queueChoice.contact, queueId);
  };

  return { start, startingId, queueChoice, chooseQueue, cancelQueueChoice: () => setQueueChoice(null) };
}
