import type { TagDTO, TagOptionDTO } from '@zapdesk/shared';
import type { Tag } from '../../models/index.js';

/** A tag as the pickers and the kanban lanes read it. */
export function presentTagOption(tag: Tag): TagOptionDTO {
  return { id: tag.id, name: tag.name, color: tag.color, kanban: tag.kanban };
}

/** A tag as the tags screen reads it, with how many tickets carry it. */
export function presentTag(tag: Tag, ticketsCount: number): TagDTO {
  return { ...presentTagOption(tag), userId: tag.userId, ticketsCount };
}
