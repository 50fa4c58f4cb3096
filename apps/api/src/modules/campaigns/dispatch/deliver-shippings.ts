import { literal } from 'sequelize';
import type { CampaignSettings } from '@zapdesk/shared';
import type { ServiceContext } from '../../../core/context.js';
import { logger } from '../../../core/logger.js';
import { inTransaction } from '../../../core/transaction.js';
import { Campaign, CampaignShipping, Contact, Ticket } from '../../../models/index.js';
import { unlessTaken } from '../../contacts/savepoint.js';
import { findOrCreateOutreachTicket } from '../../messages/find-or-create-outreach-ticket.js';
import { publishMessages } from '../../messages/message-events.js';
import { awaitOutgoing, enqueueOutgoing, type OutgoingItem } from '../../messages/outbox.js';
import { attachmentsOf } from './campaign-attachments.js';
import type { ClaimedShipping } from './claim-shippings.js';
import { renderCampaignMessage, variantsOf } from './render-campaign-message.js';
import { finishCampaigns, isPermanentFailure, publishCampaigns, settleShipping, type ShippingPhase } from './settle-shippings.js';

/** How long a pacer waits for its sends to leave before leaving them to the sweep. */
const SEND_WAIT_MS = 60_000;

/** The company's contact for a list number (created with the list's name and e-mail when new). */
async function contactFor(ctx: ServiceContext, shipping: ClaimedShipping): Promise<Contact> {
  const where = { companyId: ctx.companyId, number: shipping.number };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await Contact.findOne({ where, transaction: ctx.transaction });
    if (found) return found;
    const created = await unlessTaken(ctx, (sp) =>
      Contact.create({ ...where, name: shipping.name || shipping.number, email: shipping.email }, { transaction: sp.transaction }),
    );
    if (created) return created;
  }
  throw new Error(`Contact lookup did not settle for ${shipping.number}`);
}

/** A claimed shipping made ready before its turn: the contact and its ticket exist, the texts are written. */
export interface PreparedShipping {
  shipping: ClaimedShipping;
  campaign: Campaign;
  phase: ShippingPhase;
  ticketId: number;
  items: OutgoingItem[];
}

/**
 * Everything a send needs that does not have to wait for its turn (the pacer prepares the next batch during the
 * pause, so the turn itself is one short transaction): the contact (created with the list's name and e-mail
 * when new), its outreach ticket on the campaign's connection, the rendered text and the attachments' copies.
 */
export async function prepareShippings(ctx: ServiceContext, shippings: ClaimedShipping[], settings: CampaignSettings): Promise<PreparedShipping[]> {
  const ids = [...new Set(shippings.map((s) => s.campaignId))];
  const campaigns = new Map((await Campaign.findAll({ where: { companyId: ctx.companyId, id: ids } })).map((c) => [c.id, c]));
  const prepared = await Promise.all(
    shippings.map(async (shipping): Promise<PreparedShipping | null> => {
      const campaign = campaigns.get(shipping.campaignId);
      if (!campaign?.whatsappId) {
        await settleShipping(
          ctx,
          { ...shipping, attempts: Number.MAX_SAFE_INTEGER },
          { kind: 'failed', reason: 'the campaign lost its connection', permanent: true },
        );
        return null;
      }
      const phase: ShippingPhase = campaign.confirmation && !shipping.confirmationRequestedAt ? 'confirmation' : 'message';
      try {
        const text = renderCampaignMessage(variantsOf(campaign, phase), shipping.position, shipping, settings.variables);
        const attachments = phase === 'message' ? await attachmentsOf(ctx, campaign) : [];
        const ticketId = await inTransaction(ctx, async (tx) => {
          const contact = await contactFor(tx, shipping);
          return (await findOrCreateOutreachTicket(tx, { contactId: contact.id, whatsappId: campaign.whatsappId!, isGroup: false })).id;
        });
        return { shipping, campaign, phase, ticketId, items: [{ body: text }, ...attachments] };
      } catch (error) {
        await failUncommitted(ctx, shipping, error);
        return null;
      }
    }),
  );
  return prepared.filter((p): p is PreparedShipping => p !== null);
}

async function failUncommitted(ctx: ServiceContext, shipping: ClaimedShipping, error: unknown): Promise<void> {
  logger.warn({ err: error, companyId: ctx.companyId, shippingId: shipping.id }, 'campaign shipping not committed');
  await settleShipping(ctx, shipping, { kind: 'failed', reason: error instanceof Error ? error.message : 'not sent', permanent: false });
}

/**
 * Commits one shipping's messages to the outbox in the contact's ticket (an outreach ticket: no attendant list
 * changes, a reply reopens it as pending), keeping the last message's id on the shipping in the same
 * transaction, so a crash after the commit is settled by that message's fate.
 */
async function commitSend(ctx: ServiceContext, prepared: PreparedShipping): Promise<number[]> {
  return inTransaction(ctx, async (tx, transaction) => {
    const ticket = await Ticket.findOne({ where: { id: prepared.ticketId, companyId: ctx.companyId }, lock: transaction.LOCK.UPDATE, transaction });
    if (!ticket) throw new Error("The contact's ticket is gone");
    const messages = await enqueueOutgoing(tx, ticket, prepared.items);
    await CampaignShipping.update(
      { messageId: messages[messages.length - 1].id, ticketId: ticket.id },
      { where: { id: prepared.shipping.id, companyId: ctx.companyId, status: 'sending' }, transaction },
    );
    await publishMessages(
      tx,
      ticket.id,
      messages.map((m) => m.id),
      { action: 'create', ticketChanged: true },
    );
    return messages.map((m) => m.id);
  });
}

async function deliverOne(ctx: ServiceContext, prepared: PreparedShipping): Promise<void> {
  const { shipping, phase } = prepared;
  try {
    const ids = await commitSend(ctx, prepared);
    const outcomes = await awaitOutgoing(ctx, ids, SEND_WAIT_MS);
    // Still leaving after the wait: the sweep settles it by its message's ack once the outbox is done with it.
    if (outcomes.some((outcome) => outcome.state === 'pending')) return;
    const failed = outcomes.find((outcome) => outcome.state === 'failed');
    const reason = failed?.reason ?? 'WhatsApp did not take the message';
    await settleShipping(ctx, shipping, failed ? { kind: 'failed', reason, permanent: isPermanentFailure(reason) } : { kind: 'sent', phase });
  } catch (error) {
    await failUncommitted(ctx, shipping, error);
  }
}

/**
 * Sends a prepared batch (each contact its own ticket, so they leave in parallel), then finishes and publishes
 * its campaigns. Shippings of a campaign cancelled while they waited go back to pending, unsent.
 */
export async function deliverShippings(ctx: ServiceContext, batch: PreparedShipping[]): Promise<void> {
  const ids = [...new Set(batch.map((p) => p.campaign.id))];
  const sending = new Set(
    (await Campaign.findAll({ where: { companyId: ctx.companyId, id: ids, status: ['EM_ANDAMENTO', 'FINALIZADA'] }, attributes: ['id'] })).map((c) => c.id),
  );
  const [go, hold] = [batch.filter((p) => sending.has(p.campaign.id)), batch.filter((p) => !sending.has(p.campaign.id))];
  if (hold.length > 0)
    await releaseShippings(
      ctx,
      hold.map((p) => p.shipping.id),
    );
  await Promise.all(go.map((prepared) => deliverOne(ctx, prepared)));
  await finishCampaigns(ctx, ids);
  await publishCampaigns(ctx, ids);
}

/** Claimed shippings that will not be sent now go back to pending as they were. */
async function releaseShippings(ctx: ServiceContext, ids: number[]): Promise<void> {
  await CampaignShipping.update(
    { status: 'pending', claimedBy: null, attempts: literal('attempts - 1') as unknown as number },
    { where: { companyId: ctx.companyId, id: ids, status: 'sending' } },
  );
}
