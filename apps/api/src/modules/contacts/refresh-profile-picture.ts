import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { logger } from '../../core/logger.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Contact } from '../../models/index.js';
import { chatJidOf } from './contact-jid.js';
import { presentContactRef } from './contacts.presenter.js';

/**
 * Fetches the WhatsApp profile picture of a contact that has none and publishes the change. It runs in
 * the background of the pipeline: a hidden picture, a slow phone or a dropped session only means the
 * contact keeps no picture, so every failure is logged and swallowed.
 */
export async function refreshProfilePicture(ctx: ServiceContext, whatsappId: number, contactId: number): Promise<void> {
  try {
    const contact = await Contact.findOne({ where: { id: contactId, companyId: ctx.companyId } });
    const jid = contact && !contact.profilePicUrl ? chatJidOf(contact) : null;
    if (!contact || !jid) return;
    const { url } = await whatsappGateway().profilePicture(ctx.companyId, whatsappId, jid);
    if (!url) return;
    await contact.update({ profilePicUrl: url });
    publish(ctx, { entity: 'contact', payload: { action: 'update', contact: presentContactRef(contact) } });
  } catch (error) {
    logger.debug({ err: error, contactId }, 'profile picture not fetched');
  }
}
