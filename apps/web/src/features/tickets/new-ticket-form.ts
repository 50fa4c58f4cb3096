import type { UserDTO } from '@zapdesk/shared';

/** A connection the dialog offers. */
export interface ConnectionChoice {
  id: number;
  name: string;
  isDefault: boolean;
}

/**
 * The connection a new ticket starts on: the user's own connection when it still exists, else the
 * company's default one, else none (the server then picks the default and says when there is none).
 */
export function defaultConnectionId(user: Pick<UserDTO, 'whatsappId'>, connections: ConnectionChoice[]): number | null {
  if (user.whatsappId !== null && connections.some((c) => c.id === user.whatsappId)) return user.whatsappId;
  return connections.find((c) => c.isDefault)?.id ?? null;
}

export interface NewTicketValues {
  contactId: number | null;
  queueId: number | null;
}

export interface NewTicketErrors {
  contact?: 'required';
  queue?: 'required';
}

/** Spec §5 'New ticket': a contact always; a queue unless the user is admin ('Selecione uma fila'). */
export function validateNewTicket(values: NewTicketValues, isAdmin: boolean): NewTicketErrors {
  const errors: NewTicketErrors = {};
  if (values.contactId === null) errors.contact = 'required';
  if (values.queueId === null && !isAdmin) errors.queue = 'required';
  return errors;
}

export { canSearchContacts } from '../../resources/contacts/useContactSearch';
