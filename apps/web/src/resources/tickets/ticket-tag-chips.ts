import type { CompanyEventPayloads, TicketDTO } from '@zapdesk/shared';

type TagChange = CompanyEventPayloads['tag'];

/**
 * A ticket whose tag chips follow a tag event: a renamed or recoloured tag shows its new name and colour,
 * a deleted one goes. The same ticket object comes back when none of its tags changed.
 */
export function followTagChange(ticket: TicketDTO, change: TagChange): TicketDTO {
  if (change.action === 'create') return ticket;
  if (change.action === 'delete') {
    return ticket.tags.some((tag) => tag.id === change.tagId) ? { ...ticket, tags: ticket.tags.filter((tag) => tag.id !== change.tagId) } : ticket;
  }
  const { id, name, color } = change.tag;
  const current = ticket.tags.find((tag) => tag.id === id);
  if (!current || (current.name === name && current.color === color)) return ticket;
  return { ...ticket, tags: ticket.tags.map((tag) => (tag.id === id ? { id, name, color } : tag)) };
}
