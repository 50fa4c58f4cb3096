import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { AppError } from '../../core/errors.js';
import { ACK_FAILED } from './deliver-messages.js';
import { messagesOf, pipelineTenant, published, setSetting, ticketsOf } from './testing/pipeline.js';

const PHONE = '5511966665555';
const LID = '77665544332211@lid';
const offer = (callId: string, overrides = {}) =>
  ({ type: 'call', callId, from: { lid: LID, phone: PHONE }, isVideo: false, status: 'offer', ...overrides }) as const;

let gateway: ReturnType<typeof whatsappGateway>;
beforeEach(() => {
  gateway = whatsappGateway();
  vi.spyOn(gateway, 'profilePicture').mockResolvedValue({ url: null });
  vi.spyOn(gateway, 'rejectCall').mockResolvedValue(undefined);
  vi.spyOn(gateway, 'send').mockImplementation(async (_c, _w, message) => ({ id: message.id ?? 'X', timestamp: 1 }));
});
afterEach(() => vi.restoreAllMocks());

describe('incoming calls', () => {
  it("with call 'disabled': rejects, records a call_log, and tells the customer once", async () => {
    const { company, connection, receive } = await pipelineTenant();
    await setSetting(company, 'call', 'disabled');
    expect((await receive(offer('CALL1'))).outcome).toBe('created');
    expect((await receive(offer('CALL1'))).outcome).toBe('duplicate');
    expect(gateway.rejectCall).toHaveBeenCalledTimes(1);
    expect(gateway.rejectCall).toHaveBeenCalledWith(company.id, connection.id, { callId: 'CALL1', from: LID });
    const [log, notice] = await messagesOf(company);
    expect(log).toMatchObject({ mediaType: 'call_log', fromMe: false, body: 'Chamada de voz recebida', wid: 'CALL-CALL1' });
    expect(notice).toMatchObject({ fromMe: true, isAutomatic: true, ack: 0, body: expect.stringContaining('Não atendemos chamadas') });
    expect(gateway.send).toHaveBeenCalledTimes(1);
    expect(gateway.send).toHaveBeenCalledWith(company.id, connection.id, { to: `${PHONE}@s.whatsapp.net`, id: notice.wid, body: notice.body });
    expect(await ticketsOf(company)).toMatchObject([{ status: 'pending', unreadMessages: 1 }]);
  });

  it("with call 'enabled' (the default): only records the call", async () => {
    const { company, receive } = await pipelineTenant();
    await receive(offer('CALL2', { isVideo: true }));
    expect(gateway.rejectCall).not.toHaveBeenCalled();
    expect(gateway.send).not.toHaveBeenCalled();
    expect(await messagesOf(company)).toMatchObject([{ mediaType: 'call_log', body: 'Chamada de vídeo recebida' }]);
  });

  it("speaks the company's language", async () => {
    const { company, receive } = await pipelineTenant();
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
    const { company, receive } = await pipelineTenant();
    await setSetting(company, 'call', 'disabled');
    vi.mocked(gateway.rejectCall).mockRejectedValue(new AppError('ERR_WAPP_NOT_INITIALIZED', 409));
    vi.mocked(gateway.send).mockRejectedValue(new AppError('ERR_WAPP_NOT_INITIALIZED', 409));
    expect((await receive(offer('CALL5'))).outcome).toBe('created');
    expect(await messagesOf(company)).toMatchObject([{ mediaType: 'call_log' }, { isAutomatic: true, ack: ACK_FAILED }]);
    expect(published(company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { ack: ACK_FAILED } });
  });
});
