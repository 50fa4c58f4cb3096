import type { SyncedTag } from '../../resources/tickets/api';
import type { TagOption } from '../../resources/tags/api';

/** §5 Tag: a new tag's name has at least 3 characters (the API refuses shorter ones). */
const MIN_TAG_NAME = 3;

/**
 * What the picker's value becomes for POST /tags/sync: chosen tags by id, typed names by name (an
 * existing tag's name reuses it), each once.
 */
export function tagsToSync(value: readonly (TagOption | string)[], options: readonly TagOption[]): { tags: SyncedTag[]; tooShort: boolean } {
  const ids = new Set<number>();
  const names = new Set<string>();
  let tooShort = false;
  for (const item of value) {
    if (typeof item !== 'string') {
      ids.add(item.id);
      continue;
    }
    const name = item.trim();
    const existing = options.find((option) => option.name.toLowerCase() === name.toLowerCase());
    if (existing) ids.add(existing.id);
    else if (name.length >= MIN_TAG_NAME) names.add(name);
    else tooShort = true;
  }
  return { tags: [...[...ids].map((id) => ({ id })), ...[...names].map((name) => ({ name }))], tooShort };
}
