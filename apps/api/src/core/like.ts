/** Escapes LIKE wildcards so a search for '%' or '_' matches those characters, not everything. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE/ILIKE pattern matching `text` anywhere, taken literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
