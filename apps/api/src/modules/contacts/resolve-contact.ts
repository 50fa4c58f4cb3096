import { Op, type WhereOptions } from 'sequelize';
import type { ContactIdentity } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { Contact } from '../../models/index.js';
import { jidUser } from './contact-jid.js';
import { unlessTaken } from './savepoint.js';

// WhatsApp names one person by phone number, by LID, or by both. A contact keeps both; a message
// that carries only one of them still finds the person, and a message that carries both teaches the
// contact the one it lacked. The unique indexes (companyId, number) and (companyId, lid) settle races.

export interface ResolvedContact {
  contact: Contact;
  created: boolean;
  /** An existing contact learnt an identity or a name (worth a `contact` event). */
  changed: boolean;
}

export interface KnownIdentity {
  lid?: string;
  phone?: string;
  /** A name for the person: WhatsApp's push name or the phone's address-book name. */
  name?: string;
}

/** The identity a message or contacts event carries, cleaned: LID as its JID, phone as digits. */
export function knownIdentity(identity: ContactIdentity & { name?: string }): KnownIdentity {
  const lid = identity.lid?.trim().endsWith('@lid') ? identity.lid.trim() : undefined;
  const phone = identity.phone?.replace(/\D/g, '') || undefined;
  const name = (identity.name ?? identity.pushName)?.trim() || undefined;
  return { lid, phone, name };
}

/** A contact still named after its number or LID: WhatsApp had not told us a name when it was created. */
export function hasPlaceholderName(contact: Pick<Contact, 'name' | 'number' | 'lid'>): boolean {
  return !contact.name.trim() || contact.name === contact.number || (contact.lid !== null && contact.name === jidUser(contact.lid));
}

/** Contacts of the company holding the identity's LID or phone (at most two: one per index). */
export async function findByIdentity(ctx: ServiceContext, { lid, phone }: KnownIdentity): Promise<Contact[]> {
  const alternatives: WhereOptions[] = [];
  if (lid) alternatives.push({ lid });
  if (phone) alternatives.push({ number: phone });
  if (alternatives.length === 0) return [];
  return Contact.findAll({ where: { companyId: ctx.companyId, [Op.or]: alternatives }, order: [['id', 'ASC']], transaction: ctx.transaction });
}

/**
 * Picks the person among the matches and fills in what it lacks. When the LID and the phone sit on two
 * different contacts (each created before WhatsApp paired them), the LID's contact wins, because the
 * conversation that arrives by LID lives there, and the phone stays on the other (no merge).
 */
export async function completeIdentity(ctx: ServiceContext, matches: Contact[], identity: KnownIdentity): Promise<{ contact: Contact; changed: boolean }> {
  const contact = matches.find((c) => identity.lid && c.lid === identity.lid) ?? matches[0];
  const changes: Partial<Pick<Contact, 'lid' | 'number' | 'name'>> = {};
  if (identity.lid && !contact.lid) changes.lid = identity.lid;
  const phoneHeldElsewhere = matches.some((c) => c.id !== contact.id && c.number === identity.phone);
  if (identity.phone && !contact.number && !phoneHeldElsewhere) changes.number = identity.phone;
  if (identity.name && identity.name !== contact.name && hasPlaceholderName(contact)) changes.name = identity.name;
  if (Object.keys(changes).length === 0) return { contact, changed: false };
  const where = { id: contact.id, companyId: ctx.companyId };
  // Another transaction may have given the same LID or phone to a new row meanwhile: then keep ours as it is.
  const updated = await unlessTaken(ctx, (sp) => Contact.update(changes, { where, transaction: sp.transaction }));
  if (!updated) return { contact, changed: false };
  const fresh = await Contact.findOne({ where, transaction: ctx.transaction });
  return { contact: fresh ?? contact, changed: true };
}

/**
 * The contact of a person writing on a connection: matched by LID or phone (filling in the missing
 * one), or created and named after the push name or the number. Null when the identity is empty.
 */
export async function resolveContact(ctx: ServiceContext, whatsappId: number, raw: ContactIdentity): Promise<ResolvedContact | null> {
  const identity = knownIdentity(raw);
  if (!identity.lid && !identity.phone) return null;
  // A lost race (the other transaction's row appears once it commits) is followed by one more look.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const matches = await findByIdentity(ctx, identity);
    if (matches.length > 0) return { ...(await completeIdentity(ctx, matches, identity)), created: false };
    const name = identity.name ?? identity.phone ?? jidUser(identity.lid ?? '');
    const created = await unlessTaken(ctx, (sp) =>
      Contact.create(
        { name, number: identity.phone ?? null, lid: identity.lid ?? null, whatsappId, companyId: ctx.companyId },
        { transaction: sp.transaction },
      ),
    );
    if (created) return { contact: created, created: true, changed: false };
  }
  throw new Error(`Contact resolution did not settle for company ${ctx.companyId}`);
}

/** The contact of a group chat: number = the group JID's user part, named after the group's subject. */
export async function resolveGroupContact(ctx: ServiceContext, whatsappId: number, chatId: string, subject?: string): Promise<ResolvedContact> {
  const number = jidUser(chatId);
  const name = subject?.trim() || undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const where = { companyId: ctx.companyId, number };
    const found = await Contact.findOne({ where, transaction: ctx.transaction });
    if (found) {
      if (!name || name === found.name) return { contact: found, created: false, changed: false };
      await found.update({ name }, { transaction: ctx.transaction });
      return { contact: found, created: false, changed: true };
    }
    const created = await unlessTaken(ctx, (sp) =>
      Contact.create({ name: name ?? number, number, isGroup: true, whatsappId, companyId: ctx.companyId }, { transaction: sp.transaction }),
    );
    if (created) return { contact: created, created: true, changed: false };
  }
  throw new Error(`Group contact resolution did not settle for company ${ctx.companyId}`);
}
