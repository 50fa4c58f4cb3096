import { describe, expect, it } from 'vitest';
import { receiveEngineEvents } from './receive-engine-events.js';
import { inbound, messagesOf, pipelineTenant, published } from './testing/pipeline.js';

// A batch's messages commit (and reach the sockets) on their own, before the acks, edits, revokes and reactions
// that share the batch: a customer's message never waits for, nor fails with, another company's changes.
describe('a batch of messages and changes', () => {
  it("keeps a customer's message stored and published when the batch's changes fail", async () => {
    const attendants = await pipelineTenant();
    const campaign = await pipelineTenant();
    const earlier = inbound('5521900000000', { body: 'Quero saber mais' });
    await campaign.receive(earlier);
    const message = inbound('5511955550000', { body: 'Meu pedido chegou?' });
    // Postgres refuses a NUL in text: this edit's statement fails, as any error of the changes' transaction would.
    const failing = { type: 'edit' as const, chatId: earlier.message.chatId, messageId: earlier.message.id, body: 'a\u0000b' };

    await expect(
      receiveEngineEvents([
        [{ companyId: attendants.company.id, whatsappId: attendants.connection.id, event: message }],
        [{ companyId: campaign.company.id, whatsappId: campaign.connection.id, event: failing }],
      ]),
    ).rejects.toThrow();

    expect((await messagesOf(attendants.company)).map((m) => m.wid)).toEqual([message.message.id]);
    expect(published<{ action: string; message: { wid: string } }>(attendants.company, 'appMessage')).toEqual([
      expect.objectContaining({ action: 'create', message: expect.objectContaining({ wid: message.message.id }) }),
    ]);
  });
});
