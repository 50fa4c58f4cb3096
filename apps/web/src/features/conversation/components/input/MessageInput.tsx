import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { MessageComposer } from './MessageComposer';

export interface MessageInputProps {
  ticket: TicketDTO;
  /** The message being answered (chosen in the history), shown above the box until sent or cancelled. */
  replyingTo: MessageDTO | null;
  onCancelReply: () => void;
}

/**
 * The conversation's message box (spec §2 Tickets screen, §9 Messages): text with Enter to send and an
 * optional sign-off, emojis, attachments (picker or drop), file lists, voice notes, quick replies and replies.
 */
export function MessageInput(props: MessageInputProps) {
  // A fresh composer per ticket: the draft, files and a running recording belong to the ticket they were made in.
  return <MessageComposer key={props.ticket.id} {...props} />;
}
