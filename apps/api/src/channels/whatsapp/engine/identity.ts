import { isJidBroadcast, isJidNewsletter, isLidUser, isPnUser, jidDecode, jidNormalizedUser } from '@whiskeysockets/baileys';
import type { ContactIdentity } from '../types.js';

// WhatsApp v7 addresses people by LID (`…@lid`) or by phone number (`…@s.whatsapp.net`), and a
// message key often carries the other one as an "Alt" field. A ContactIdentity keeps both:
// `lid` as the normalized LID JID and `phone` as digits, so the pipeline can match either.

/** Digits of a phone-number JID, without device or agent. */
export function phoneOf(jid: string | null | undefined): string | undefined {
  if (!jid || !isPnUser(jid)) return undefined;
  return jidDecode(jid)?.user;
}

/** The normalized LID JID (`123@lid`, device stripped). */
export function lidOf(jid: string | null | undefined): string | undefined {
  if (!jid || !isLidUser(jid)) return undefined;
  return jidNormalizedUser(jid);
}

/**
 * One identity from a JID and its alternative (either may be the LID or the PN). `exclude` drops
 * ids that are our own: Baileys can fill the Alt of our own messages with our number (Baileys #2124).
 */
export function identityOf(jid: string | null | undefined, alt?: string | null, pushName?: string | null, exclude?: ContactIdentity): ContactIdentity {
  const identity: ContactIdentity = {};
  for (const candidate of [jid, alt]) {
    const lid = lidOf(candidate);
    const phone = phoneOf(candidate);
    if (lid && !identity.lid && lid !== exclude?.lid) identity.lid = lid;
    if (phone && !identity.phone && phone !== exclude?.phone) identity.phone = phone;
  }
  if (pushName) identity.pushName = pushName;
  return identity;
}

/** Chats a help desk never serves: status updates, broadcast lists and channels (newsletters). */
export function isIgnoredChat(jid: string | null | undefined): boolean {
  return !jid || Boolean(isJidBroadcast(jid)) || Boolean(isJidNewsletter(jid));
}

/** Our own identity from the creds' `me` (id is the PN JID with device, lid the LID JID). */
export function ownIdentity(me: { id?: string; lid?: string; name?: string } | undefined): ContactIdentity | undefined {
  if (!me?.id) return undefined;
  return identityOf(me.id, me.lid, me.name);
}
