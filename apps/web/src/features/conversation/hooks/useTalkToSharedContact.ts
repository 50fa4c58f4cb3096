import { useState } from 'react';
import { toastError } from '../../../lib/toast-error';
import { useStartTicket } from '../../../components/start-ticket/useStartTicket';
import type { SharedContact } from '../message-parsers';
import { findOrCreateSharedContact } from '../shared-contact';

/**
 * A shared card's 'Conversar': the card becomes a contact (or finds ours) and a ticket with it opens for me,
 * as the contacts list's WhatsApp button does (queue choice, an open ticket held by someone else).
 */
export function useTalkToSharedContact() {
  const startTicket = useStartTicket();
  const [finding, setFinding] = useState(false);

  const talk = async (card: SharedContact) => {
    setFinding(true);
    try {
      startTicket.start(await findOrCreateSharedContact(card));
    } catch (error) {
      toastError(error);
    } finally {
      setFinding(false);
    }
  };

  return { ...startTicket, talk, busy: finding || startTicket.startingId !== null };
}
