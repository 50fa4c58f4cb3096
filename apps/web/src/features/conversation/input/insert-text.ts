/** A caret or selection inside the text. */
export interface TextSelection {
  start: number;
  end: number;
}

/** Puts `inserted` in place of the selection; the caret lands right after it. */
export function insertText(text: string, selection: TextSelection, inserted: string): { text: string; caret: number } {
  const start = Math.min(Math.max(selection.start, 0), text.length);
  const end = Math.min(Math.max(selection.end, start), text.length);
  return { text: text.slice(0, start) + inserted + text.slice(end), caret: start + inserted.length };
}
