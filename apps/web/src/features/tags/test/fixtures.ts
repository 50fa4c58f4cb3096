import type { TagDTO } from '@zapdesk/shared';

/** A tag as GET /tags answers it. */
export function makeTag(id: number, name: string, overrides: Partial<TagDTO> = {}): TagDTO {
  return { id, name, color: '#5C59A0', kanban: 0, userId: 7, ticketsCount: 0, ...overrides };
}
