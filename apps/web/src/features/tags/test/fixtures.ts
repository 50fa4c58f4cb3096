import type { TagDTO } from '@zapdesk/shared';
import { makeTagDto } from '../../../test/dto-fixtures';

/** A tag as GET /tags answers it. */
export function makeTag(id: number, name: string, overrides: Partial<TagDTO> = {}): TagDTO {
  return makeTagDto({ id, name, ...overrides });
}
