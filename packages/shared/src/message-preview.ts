import { withoutSignOff } from './sign-off.js';

// The one-line preview of a message (the ticket list's lastMessage, kanban cards): WhatsApp's markup taken out,
// the attendant's sign-off (`*Name:*` on its own line, added by the message box) dropped, whitespace folded.
// Rendering the markup is the conversation view's job; a preview only needs the words.

/** Previews read at most this much of a message: a list line shows far less, and the scan stays cheap. */
export const PREVIEW_SOURCE_MAX = 1000;

const FENCE = /```([^]*?)```/g;
/** `*x*`, `_x_`, `~x~`: a marker after a non-word, text not starting or ending with a space, a marker before a non-word. */
const STYLED = /(^|[^\p{L}\p{N}])([*_~])(?![\s*_~])([^\n]*?[^\s])\2(?![\p{L}\p{N}])/gu;

/** The text without WhatsApp's markup markers (nested styles included), on a bounded input. */
export function stripWhatsappMarkup(text: string): string {
  let out = text.slice(0, PREVIEW_SOURCE_MAX).replace(FENCE, '$1');
  // Each pass removes one level of nesting (`*_x_*`); three levels are as deep as people write.
  for (let pass = 0; pass < 3; pass += 1) {
    const next = out.replace(STYLED, '$1$3');
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * A message's preview: `signed` (the company's own messages) drops the sign-off first; the markup goes and
 * line breaks become spaces.
 */
export function messagePreview(body: string, options: { signed?: boolean } = {}): string {
  const unsigned = options.signed ? withoutSignOff(body) : body;
  return stripWhatsappMarkup(unsigned).replace(/\s+/g, ' ').trim();
}
