import type { TicketDTO } from '@zapdesk/shared';
import { assertAssistantReferences } from '../assistants/assistant-references.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, type Message, type Ticket } from '../../models/index.js';
import { publishAutomaticMessages, storeAutomaticMessage } from './automatic-messages.js';
import { automaticMessageSettings, greetingText, transferText } from './automatic-texts.js';
import { storeClosingMessage } from '../bot/send-closing-message.js';
import { classifyTicketUpdate } from './classify-ticket-update.js';
import { ticketState } from './ticket-audience.js';
import { acceptTicket, integrationFields, reopenTicket, resolveTicket, returnTicket, transferTicket, type TransferChange } from './ticket-transitions.js';
import { authorizeTicketAccess, type TicketViewer } from './tickets.policy.js';
import { loadTicketDto, loadViewer, lockTicket, otherOpenTicketError, publishTicketUpdate } from './tickets.queries.js';
import type { TicketUpdateInput } from './tickets.schemas.js';

/** What the customer should be told after the transition (committed to the outbox, sent once the transaction commits). */
type Notice = { kind: 'greeting' } | { kind: 'transfer'; change: TransferChange } | { kind: 'closing'; askRating: boolean } | null;

/**
 * PUT /tickets/:id: accept, return, resolve, reopen or transfer a ticket (§4), under a row lock so
 * concurrent transitions of one ticket run one after the other. Automatic messages (greeting on accept,
 * transfer notice, the rating question or completion message on resolve) are stored in the same transaction and
 * committed to the outbox, which sends them after the commit without holding up the attendant's answer.
 */
export async function updateTicket(ctx: ServiceContext, id: number, input: TicketUpdateInput): Promise<TicketDTO> {
  const viewer = await loadViewer(ctx);
  return inTransaction(ctx, async (tx) => {
    await assertAssistantReferences(tx, input);
    const locked = await lockTicket(tx, id);
    authorizeTicketAccess(viewer, locked);
    const before = ticketState(locked);
    const { ticket, notice, changed } = await applyTransition(tx, viewer, locked, input);
    const notices = await storeNotice(tx, viewer, ticket, notice);
    const dto = await loadTicketDto(tx, ticket.id);
    if (changed || notices.length) {
      publishTicketUpdate(tx, dto, before);
      publishAutomaticMessages(tx, notices, dto);
    }
    return dto;
  });
}

async function applyTransition(
  ctx: ServiceContext,
  viewer: TicketViewer,
  ticket: Ticket,
  input: TicketUpdateInput,
): Promise<{ ticket: Ticket; notice: Notice; changed: boolean }> {
  const transition = classifyTicketUpdate(ticket, input, viewer.userId);
  switch (transition) {
    case 'accept':
      return { ticket: await acceptTicket(ctx, viewer, ticket, input), notice: { kind: 'greeting' }, changed: true };
    case 'return':
      return { ticket: await returnTicket(ctx, ticket, input), notice: null, changed: true };
    case 'resolve': {
      const resolved = await resolveTicket(ctx, viewer, ticket);
      // 'Finalizar' without a farewell closes in silence; 'Finalizar sem avaliação' skips only the rating question.
      const notice: Notice = input.sendFarewellMessage === false ? null : { kind: 'closing', askRating: input.sendRating !== false };
      return { ticket: resolved, notice, changed: true };
    }
    case 'reopen':
      return { ticket: await reopenTicket(ctx, viewer, ticket, input), notice: null, changed: true };
    case 'transfer': {
      const change = await transferTicket(ctx, ticket, input);
      return { ticket, notice: { kind: 'transfer', change }, changed: true };
    }
    case 'taken':
      throw await otherOpenTicketError(ctx, ticket.id);
    case 'fields': {
      const fields = integrationFields(input);
      // A repeated body changes nothing, and then nothing is published.
      const changed = Object.entries(fields).some(([field, value]) => ticket.get(field) !== value);
      if (changed) await ticket.update(fields, { transaction: ctx.transaction });
      return { ticket, notice: null, changed };
    }
  }
}

/** Stores the greeting or transfer notice the company's settings ask for; groups never get one. */
async function storeNotice(ctx: ServiceContext, viewer: TicketViewer, ticket: Ticket, notice: Notice): Promise<Message[]> {
  if (!notice || ticket.isGroup || viewer.userId === null) return [];
  const settings = await automaticMessageSettings(ctx);
  const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId }, transaction: ctx.transaction });
  if (!contact || contact.isGroup) return [];
  // Resolve: the rating question or the completion message (the bot flow decides which).
  if (notice.kind === 'closing') return storeClosingMessage(ctx, ticket, contact, { askRating: notice.askRating });
  let body: string | null = null;
  if (notice.kind === 'greeting' && settings.greetingOnAccept) body = greetingText(settings.language, viewer.name, contact.name);
  if (notice.kind === 'transfer' && settings.transferNotice) body = transferText(settings.language, viewer.name, notice.change);
  if (!body) return [];
  const message = await storeAutomaticMessage(ctx, ticket, contact, body);
  return message ? [message] : [];
}
