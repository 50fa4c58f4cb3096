import { literal } from 'sequelize';
import type { CampaignSettings } from '@zapdesk/shared';
import { now } from '../../../core/clock.js';
import type { ServiceContext } from '../../../core/context.js';
import { logger } from '../../../core/logger.js';
import { inTransaction } from '../../../core/transaction.js';
import { db } from '../../../db/sequelize.js';
import { Campaign, CampaignShipping, Ticket } from '../../../models/index.js';
import { findOrCreateOutreachTickets } from '../../messages/find-or-create-outreach-tickets.js';
import { publishCreatedMessages } from '../../messages/message-events.js';
import { awaitOutgoing, enqueueOutgoingMany, type OutgoingItem, type OutgoingOutcome } from '../../messages/outbox.js';
import { attachmentsOf, campaignFiles, type CampaignFile } from './campaign-attachments.js';
import type { ClaimedShipping } from './claim-shippings.js';
import { renderCampaignMessage, variantsOf } from './render-campaign-message.js';
import { shippingContacts } from './shipping-contacts.js';
import {
  finishCampaigns,
  isPermanentFailure,
  publishCampaigns,
  settleShipping,
  settleShippings,
  type ShippingOutcome,
  type ShippingPhase,
} from './settle-shippings.js';

// A claimed batch of shippings (one at a time while there is a pause to keep, up to 50 at zero interval) is
// prepared and committed set-based, the way the inbound pipeline stores a batch: a statement per step for the
// whole batch (contacts, tickets, messages and their outbox rows, the tickets' last message, the shippings,
// the events), not a transaction per contact. Each message still leaves through the outbox.

/** How long a pacer waits for its sends to leave before leaving them to the sweep. */
const SEND_WAIT_MS = 60_000;

/** A claimed shipping made ready before its turn: the contact and its ticket exist, the texts are written. */
export interface PreparedShipping {
  shipping: ClaimedShipping;
  campaign: Campaign;
  phase: ShippingPhase;
  ticketId: number;
  items: OutgoingItem[];
}

function failUncommitted(ctx: ServiceContext, shipping: ClaimedShipping, error: unknown): Promise<void> {
  logger.warn({ err: error, companyId: ctx.companyId, shippingId: shipping.id }, 'campaign shipping not committed');
  return settleShipping(ctx, shipping, { kind: 'failed', reason: error instanceof Error ? error.message : 'not sent', permanent: false });
}

const phaseOf = (campaign: Campaign, shipping: ClaimedShipping): ShippingPhase =>
  campaign.confirmation && !shipping.confirmationRequestedAt ? 'confirmation' : 'message';

/** Each connection's outreach ticket of each contact: contact → ticket, per connection (a batch is one, as a rule). */
async function ticketsOf(ctx: ServiceContext, wanted: { whatsappId: number; contactId: number }[]): Promise<Map<string, number>> {
  const tickets = new Map<string, number>();
  for (const whatsappId of new Set(wanted.map((w) => w.whatsappId))) {
    const found = await findOrCreateOutreachTickets(
      ctx,
      whatsappId,
      wanted.filter((w) => w.whatsappId === whatsappId).map((w) => w.contactId),
    );
    for (const [contactId, ticketId] of found) tickets.set(`${whatsappId}:${contactId}`, ticketId);
  }
  return tickets;
}

/**
 * Everything a send needs that does not have to wait for its turn (the pacer prepares the next batch during the
 * pause, so the turn itself is one short transaction): the contacts (created with the list's name and e-mail
 * when new), their outreach tickets on the campaign's connection, the rendered texts and the attachments' copies.
 */
export async function prepareShippings(ctx: ServiceContext, shippings: ClaimedShipping[], settings: CampaignSettings): Promise<PreparedShipping[]> {
  const campaignIds = [...new Set(shippings.map((s) => s.campaignId))];
  const campaigns = new Map((await Campaign.findAll({ where: { companyId: ctx.companyId, id: campaignIds } })).map((c) => [c.id, c]));
  const usable: { shipping: ClaimedShipping; campaign: Campaign & { whatsappId: number } }[] = [];
  for (const shipping of shippings) {
    const campaign = campaigns.get(shipping.campaignId);
    if (campaign?.whatsappId) usable.push({ shipping, campaign: campaign as Campaign & { whatsappId: number } });
    else
      await settleShipping(
        ctx,
        { ...shipping, attempts: Number.MAX_SAFE_INTEGER },
        { kind: 'failed', reason: 'the campaign lost its connection', permanent: true },
      );
  }
  if (usable.length === 0) return [];
  let contacts: Map<string, number>;
  let tickets: Map<string, number>;
  const files = new Map<number, CampaignFile[]>();
  try {
    contacts = await shippingContacts(
      ctx,
      usable.map((u) => u.shipping),
    );
    tickets = await ticketsOf(
      ctx,
      usable.map((u) => ({ whatsappId: u.campaign.whatsappId, contactId: contacts.get(u.shipping.number)! })),
    );
    for (const { campaign, shipping } of usable)
      if (phaseOf(campaign, shipping) === 'message' && !files.has(campaign.id)) files.set(campaign.id, await campaignFiles(ctx, campaign));
  } catch (error) {
    for (const { shipping } of usable) await failUncommitted(ctx, shipping, error);
    return [];
  }
  const prepared = await Promise.all(
    usable.map(async ({ shipping, campaign }): Promise<PreparedShipping | null> => {
      const phase = phaseOf(campaign, shipping);
      try {
        const text = renderCampaignMessage(variantsOf(campaign, phase), shipping.position, shipping, settings.variables);
        const attachments = phase === 'message' ? await attachmentsOf(ctx, files.get(campaign.id) ?? []) : [];
        const ticketId = tickets.get(`${campaign.whatsappId}:${contacts.get(shipping.number)}`)!;
        return { shipping, campaign, phase, ticketId, items: [{ body: text }, ...attachments] };
      } catch (error) {
        await failUncommitted(ctx, shipping, error);
        return null;
      }
    }),
  );
  return prepared.filter((p): p is PreparedShipping => p !== null);
}

/**
 * Commits a batch's messages to the outbox in the contacts' tickets (outreach tickets: no attendant list
 * changes, a reply reopens one as pending) in one transaction, the tickets locked in id order, and keeps each
 * shipping's last message id in the same transaction, so a crash after the commit is settled by that message's
 * fate. Answers the committed shippings' message ids (a shipping whose ticket is gone is left out).
 */
async function commitBatch(ctx: ServiceContext, batch: PreparedShipping[]): Promise<Map<PreparedShipping, number[]>> {
  return inTransaction(ctx, async (tx, transaction) => {
    const tickets = await Ticket.findAll({
      where: { companyId: ctx.companyId, id: [...new Set(batch.map((p) => p.ticketId))] },
      order: [['id', 'ASC']],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    const present = batch.filter((p) => byId.has(p.ticketId));
    const stored = await enqueueOutgoingMany(
      tx,
      present.map((p) => ({ ticket: byId.get(p.ticketId)!, items: p.items })),
    );
    const rows = present.map((p, index) => ({ id: p.shipping.id, messageId: stored[index][stored[index].length - 1].id, ticketId: p.ticketId }));
    if (rows.length > 0)
      await db().query(
        `UPDATE campaign_shippings s SET "messageId" = r."messageId", "ticketId" = r."ticketId", "updatedAt" = CAST(:at AS timestamptz)
           FROM json_to_recordset(:rows) AS r(id int, "messageId" int, "ticketId" int)
          WHERE s.id = r.id AND s.id IN (:ids) AND s."companyId" = :companyId AND s.status = 'sending'`,
        { replacements: { rows: JSON.stringify(rows), ids: rows.map((r) => r.id), companyId: ctx.companyId, at: now() }, transaction },
      );
    await publishCreatedMessages(tx, stored.flat());
    return new Map(present.map((p, index) => [p, stored[index].map((m) => m.id)]));
  });
}

/** A committed shipping's outcome from its messages' (null while one is still leaving: the sweep settles it by its ack). */
function outcomeOf(phase: ShippingPhase, outcomes: OutgoingOutcome[]): ShippingOutcome | null {
  if (outcomes.some((outcome) => outcome.state === 'pending')) return null;
  const failed = outcomes.find((outcome) => outcome.state === 'failed');
  if (!failed) return { kind: 'sent', phase };
  const reason = failed.reason ?? 'WhatsApp did not take the message';
  return { kind: 'failed', reason, permanent: isPermanentFailure(reason) };
}

/** Commits a batch, waits for its messages to leave (each contact its own ticket, so they leave in parallel) and settles it. */
async function sendBatch(ctx: ServiceContext, batch: PreparedShipping[]): Promise<void> {
  let committed: Map<PreparedShipping, number[]>;
  try {
    committed = await commitBatch(ctx, batch);
  } catch (error) {
    for (const { shipping } of batch) await failUncommitted(ctx, shipping, error);
    return;
  }
  for (const { shipping } of batch.filter((p) => !committed.has(p))) await failUncommitted(ctx, shipping, new Error("The contact's ticket is gone"));
  // Once committed a shipping is never put back to pending here (that could send it twice): if the wait fails,
  // the sweep settles it by its message's fate.
  const outcomes = new Map((await awaitOutgoing(ctx, [...committed.values()].flat(), SEND_WAIT_MS)).map((o) => [o.messageId, o]));
  const settled = [...committed].flatMap(([{ shipping, phase }, ids]) => {
    const outcome = outcomeOf(
      phase,
      ids.map((id) => outcomes.get(id)!),
    );
    return outcome ? [{ shipping, outcome }] : [];
  });
  await settleShippings(ctx, settled);
}

/**
 * Sends a prepared batch, then finishes and publishes its campaigns. Shippings of a campaign cancelled while
 * they waited go back to pending, unsent.
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
  if (go.length > 0)
    await sendBatch(ctx, go).catch((error: unknown) => logger.warn({ err: error, companyId: ctx.companyId }, 'campaign batch left to the sweep'));
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
