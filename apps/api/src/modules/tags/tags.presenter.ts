import type { Tag } from '../../models/index.js';

/** A tag as the pickers and the kanban read it. */
export interface TagDTO {
  id: number;
  name: string;
  color: string;
  kanban: number;
}

export function presentTag(tag: Tag): TagDTO {
  return { id: tag.id, name: tag.name, color: tag.color, kanban: tag.kanban };
}
