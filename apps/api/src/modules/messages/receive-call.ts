import type { EngineEvent } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { logger } from '../../core/logger.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { readSetting } from '../settings/company-settings.js';
import { automaticText } from './automatic-texts.js';
import { awaitSent, storeOutgoing } from './deliver-messages.js';
import { receiveMessage, settled, type ReceiveResult } from './receive-message.js';
import { isStored } from './store-message.js';

type CallEvent = Extract<EngineEvent, { type: 'call' }>;

/** The JID a call came from: WhatsApp v7 addresses callers by LID, with the phone as the alternative. */
const callerJid = (from: CallEvent['from']) => from.lid ?? (from.phone ? `${from.phone}@s.whatsapp.net` : null);

/**
 * An incoming call (its offer; the outcome events are not recorded). It is stored in the caller's ticket
 * as a call_log message like an inbound message (it reopens a closed ticket and counts as unread). With
 * the company setting call 'disabled' the call is also rejected and the caller told, in the company's
 * language, that calls are not taken, as an automatic message. The call id keys the call_log row, so a
 * re-delivered offer neither records nor answers twice.
 */
export async function receiveCall(ctx: ServiceContext, whatsappId: number, event: CallEvent): Promise<ReceiveResult> {
  const from = callerJid(event.from);
  if (event.status !== 'offer' || !from) return settled('ignored');
  const wid = `CALL-${event.callId}`;
  if (await isStored(ctx, whatsappId, wid)) return settled('duplicate');
  const [callSetting, language] = await Promise.all([readSetting(ctx, 'call'), readSetting(ctx, 'language')]);
  const refuse = callSetting === 'disabled';
  // The phone is ringing: reject before anything else, and let a failure not stop the record.
  if (refuse) {
    await whatsappGateway()
      .rejectCall(ctx.companyId, whatsappId, { callId: event.callId, from })
      .catch((error: unknown) => logger.warn({ err: error, callId: event.callId }, 'rejecting a call failed'));
  }
  const result = await receiveMessage(ctx, whatsappId, {
    id: wid,
    chatId: from,
    fromMe: false,
    isGroup: false,
    sender: event.from,
    timestamp: Math.floor(now().getTime() / 1000),
    body: automaticText(language, event.isVideo ? 'videoCall' : 'voiceCall'),
    mediaType: 'call_log',
  });
  if (!refuse || result.outcome !== 'created' || result.ticketId === undefined) return result;
  const notice = await storeOutgoing(ctx, result.ticketId, [{ body: automaticText(language, 'callsNotTaken'), isAutomatic: true }]);
  // A failed notice is kept as not sent (ack -1) for the attendants to see; the call is recorded either way.
  await awaitSent(ctx, notice).catch((error: unknown) => logger.warn({ err: error, callId: event.callId }, 'call notice not sent'));
  return result;
}
