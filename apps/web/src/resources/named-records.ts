/** A record a picker offers: id, name and, for queues and tags, a colour. */
export interface NamedRecord {
  id: number;
  name: string;
  color?: string;
}

/**
 * Reads an answer defensively (records with id and name, possibly inside a named list): for routes whose
 * screens are still being built, so a missing route or another shape leaves the picker empty.
 */
export function toNamedRecords(data: unknown, listKey?: string): NamedRecord[] {
  const list = listKey && typeof data === 'object' && data !== null && listKey in data ? (data as Record<string, unknown>)[listKey] : data;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, color } = item as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string') return [];
    return [{ id, name, ...(typeof color === 'string' ? { color } : {}) }];
  });
}
