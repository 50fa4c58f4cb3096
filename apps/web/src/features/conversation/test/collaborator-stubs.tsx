import type { ContactDrawerProps } from '../../contacts/components/ContactDrawer';
import type { TransferTicketDialogProps } from '../transfer/components/TransferTicketDialog';
import type { MessageInputProps } from '../components/input/MessageInput';

// The pane mounts components other features own and test. These stand-ins show the props the pane
// gives them, so its tests check the contract without depending on how those components look.

export function MessageInput({ ticket, replyingTo, onCancelReply }: MessageInputProps) {
  return (
    <div data-testid="message-input" data-ticket-id={ticket.id}>
      {replyingTo && <span>{`respondendo ${replyingTo.id}: ${replyingTo.body}`}</span>}
      <button type="button" onClick={onCancelReply}>
        cancelar resposta
      </button>
    </div>
  );
}

export function ContactDrawer({ open, onClose, ticket }: ContactDrawerProps) {
  return open ? (
    <aside aria-label={`contato ${ticket.contact?.name ?? ''}`}>
      <button type="button" onClick={onClose}>
        fechar contato
      </button>
    </aside>
  ) : null;
}

export function TransferTicketDialog({ open, onClose, ticket, onTransferred }: TransferTicketDialogProps) {
  return open ? (
    <div role="dialog" aria-label={`transferir ${ticket.id}`}>
      <button type="button" onClick={onTransferred}>
        transferido
      </button>
      <button type="button" onClick={onClose}>
        fechar transferência
      </button>
    </div>
  ) : null;
}
