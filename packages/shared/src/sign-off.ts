// The attendant's sign-off, in one place: the message box, a file list sent in a ticket and the automatic
// greeting and transfer notices write it with signedBody; previews take it off with withoutSignOff
// (message-preview.ts), so the two always agree on the form.

/**
 * The sign-off at the start of one of our messages: `*Ana Souza:*` then a line break (or nothing after it).
 * It matches what signedBody writes for any user name (at most 50 characters) without `*` or a line break,
 * which WhatsApp's bold could not hold either.
 */
const SIGN_OFF = /^\*[^*\n]{1,100}:\*[ \t]*(?:\r?\n|$)/;

/**
 * The attendant's sign-off: the name in bold and a line break before the text (the anchor's form, so
 * customers used to it see the same thing). The text is trimmed like every sent body; nothing empty is signed.
 */
export function signedBody(text: string, userName: string, isSigning: boolean): string {
  const trimmed = text.trim();
  if (!isSigning || !trimmed) return trimmed;
  return `*${userName}:*\n${trimmed}`;
}

/** One of our message's body without its sign-off (unchanged when it has none). */
export function withoutSignOff(body: string): string {
  return body.replace(SIGN_OFF, '');
}
