// The sandbox's rules about the simulated world, kept apart from the session mechanics.

/** Numbers whose last four digits are 0000 do not exist on WhatsApp; other 10 to 15 digit numbers do. */
export function existsOnWhatsapp(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 15 && !digits.endsWith('0000');
}

/**
 * Customers whose number ends in 4242 show a profile picture; everyone else keeps theirs hidden (the
 * common case on WhatsApp), so the picture path can be tested without the real network.
 */
export function profilePictureOf(jid: string): string | null {
  const digits = jidDigits(jid);
  return jid.endsWith('@s.whatsapp.net') && digits.endsWith('4242') ? `https://pps.whatsapp.net/sandbox/${digits}.jpg` : null;
}

export const userJid = (phone: string) => `${phone.replace(/\D/g, '')}@s.whatsapp.net`;

/** A stable group JID for a simulated group name. */
export function groupJid(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `120363${String(hash).padStart(10, '0')}@g.us`;
}

/** Digits of a chat JID (the outbox's `to`). */
export const jidDigits = (jid: string) => jid.split('@')[0].split(':')[0];

/** The simulated phone's own number when a scan names none. */
export const defaultSandboxNumber = (whatsappId: number) => `5511900${String(whatsappId).padStart(6, '0')}`;
