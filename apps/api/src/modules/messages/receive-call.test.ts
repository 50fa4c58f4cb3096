import { describe, expect, it } from 'vitest';
import { defaultFactories } from '../../channels/whatsapp/whatsapp-process.js';
import { logOutSandboxPhone, sandboxOutbox, useWhatsappProcess } from '../../test/whatsapp-process.js';
import { ACK_FAILED } from './deliver-messages.js';
import { messagesOf, pipelineTenant, published, setSetting, ticketsOf } from './testing/pipeline.js';

const PHONE = '5511966665555';
const LID = '77665544332211@lid';
const offer = (callId: string, overrides = {}) =>
  ({ type: 'call', callId, from: { lid: LID, phone: PHONE }, isVideo: false, status: 'offer', ...overrides }) as const;

// A real whatsapp process whose sandbox phone also notes the calls it saw rejected (the ringing phone is
// WhatsApp's side, outside our code; the sandbox alone keeps no trace of a rejection).
const rejected: { whatsappId: number; callId: string; from: string }[] = [];
useWhatsappProcess({
  factories: {
    ...defaultFactories,
    sandbox: (deps) => {
      const session = defaultFactories.sandbox(deps);
      const reject = session.rejectCall.bind(session);
      session.rejectCall = async (callId, from) => {
        await reject(callId, from);
        rejected.push({ whatsappId: deps.whatsappId, callId, from });
      };
      return session;
    },
  },
});
const rejectedOn = (whatsappId: number) => rejected.filter((r) => r.whatsappId === whatsappId).map(({ callId, from }) => ({ callId, from }));

describe('incoming calls', () => {
  it("with call 'disabled': rejects, records a call_log, and tells the customer once", async () => {
    const { company, connection, receive } = await pipelineTenant({ live: true });
    await setSetting(company, 'call', 'disabled');
    expect((await receive(offer('CALL1'))).outcome).toBe('created');
    expect((await receive(offer('CALL1'))).outcome).toBe('duplicate');
    expect(rejectedOn(connection.id)).toEqual([{ callId: 'CALL1', from: LID }]);
    const [log, notice] = await messagesOf(company);
    expect(log).toMatchObject({ mediaType: 'call_log', fromMe: false, body: 'Chamada de voz recebida', wid: 'CALL-CALL1' });
    expect(notice).toMatchObject({ fromMe: true, isAutomatic: true, ack: 0, body: expect.stringContaining('Não atendemos chamadas') });
    expect((await sandboxOutbox(company.id, connection.id)).map((m) => [m.id, m.chatId, m.body])).toEqual([
      [notice.wid, `${PHONE}@s.whatsapp.net`, notice.body],
    ]);
    expect(await ticketsOf(company)).toMatchObject([{ status: 'pending', unreadMessages: 1 }]);
  });

  it("with call 'enabled' (the default): only records the call", async () => {
    const { company, connection, receive } = await pipelineTenant({ live: true });
    await receive(offer('CALL2', { isVideo: true }));
    expect(rejectedOn(connection.id)).toEqual([]);
    expect(await sandboxOutbox(company.id, connection.id)).toEqual([]);
    expect(await messagesOf(company)).toMatchObject([{ mediaType: 'call_log', body: 'Chamada de vídeo recebida' }]);
  });

  it("speaks the company's language", async () => {
    const { company, receive } = await pipelineTenant({ live: true });
    await setSetting(company, 'call', 'disabled');
    await setSetting(company, 'language', 'en');
    await receive(offer('CALL3'));
    expect((await messagesOf(company)).map((m) => m.body)).toEqual([
      'Incoming voice call',
      'We do not take voice or video calls on this WhatsApp. Please send us a text message.',
    ]);
  });

  it('ignores the outcome events of a call', async () => {
    const { company, receive } = await pipelineTenant();
    expect((await receive(offer('CALL4', { status: 'terminate' }))).outcome).toBe('ignored');
    expect(await messagesOf(company)).toEqual([]);
  });

  it('keeps the record when rejecting or telling fails; the notice shows as not sent', async () => {
    const { company, connection, receive } = await pipelineTenant({ live: true });
    await setSetting(company, 'call', 'disabled');
    // The phone was unlinked: the session refuses both the rejection and the notice.
    await logOutSandboxPhone(company.id, connection.id);
    expect((await receive(offer('CALL5'))).outcome).toBe('created');
    expect(rejectedOn(connection.id)).toEqual([]);
    expect(await sandboxOutbox(company.id, connection.id)).toEqual([]);
    expect(await messagesOf(company)).toMatchObject([{ mediaType: 'call_log' }, { isAutomatic: true, ack: ACK_FAILED }]);
    expect(published(company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { ack: ACK_FAILED } });
  });
});
