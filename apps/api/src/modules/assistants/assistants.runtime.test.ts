import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { useOutboundAllowList } from '../../core/outbound-url.js';
import { saveCompanyFile } from '../../core/storage.js';
import { startAssistantProcessor } from '../../jobs/assistant-turns.job.js';
import { closeQueues } from '../../jobs/queues.js';
import { Message, Plan, TicketNote } from '../../models/index.js';
import { botTenant, useWhatsappProcess } from '../bot/bot.test-kit.js';
import { createIntegrationRow, createPromptRow } from './assistants.test-kit.js';
import { sealPromptKey } from '../prompts/prompt-secrets.js';
import {
  serviceAccountKey,
  startFakeAzureSpeech,
  startFakeDialogflow,
  startFakeN8n,
  startFakeOpenAi,
  startFakeTypebot,
} from './fake-assistant-servers.test-kit.js';
import { sealCredentials } from '../queue-integrations/integration-secrets.js';

// A sandbox customer talks to a prompt (OpenAI), an n8n webhook and a Typebot bot, each a local server that
// speaks the protocol; the answers leave through the outbox to the sandbox phone. The assistants' Bull queue
// runs here under a Redis prefix of its own.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-assistants`;

const WAIT = { timeout: 15_000, interval: 100 };
let openai: Awaited<ReturnType<typeof startFakeOpenAi>>;
let typebot: Awaited<ReturnType<typeof startFakeTypebot>>;
let n8n: Awaited<ReturnType<typeof startFakeN8n>>;
const defaults = { base: env.OPENAI_BASE_URL, timeout: env.ASSISTANT_TIMEOUT_MS };

useWhatsappProcess();
beforeAll(async () => {
  [openai, typebot, n8n] = await Promise.all([startFakeOpenAi('sk-test-key-1234'), startFakeTypebot(), startFakeN8n()]);
  env.OPENAI_BASE_URL = `${openai.url}/v1`;
  env.ASSISTANT_TIMEOUT_MS = 1500;
  useOutboundAllowList('127.0.0.1');
  startAssistantProcessor();
});
afterAll(async () => {
  await closeQueues();
  Object.assign(env, { OPENAI_BASE_URL: defaults.base, ASSISTANT_TIMEOUT_MS: defaults.timeout });
  useOutboundAllowList('');
  await Promise.all([openai.close(), typebot.close(), n8n.close()]);
});

/** A company whose connection serves one queue; `attach` names the queue's (or the connection's) assistant. */
async function assistantTenant(attach: (t: Awaited<ReturnType<typeof botTenant>>) => Promise<unknown>) {
  const t = await botTenant({ queues: [{ name: 'Vendas' }] });
  await attach(t);
  /** What the customer's phone received, as text (media as [mimetype]). */
  const phone = async () =>
    (await t.outbox()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((m) => (m.media ? `[${m.media.mimetype}]` : m.body));
  const waitForPhone = (expected: string[]) => vi.waitFor(async () => expect(await phone()).toEqual(expected), WAIT);
  return { ...t, phone, waitForPhone };
}

const promptOnQueue =
  (overrides = {}) =>
  async (t: Awaited<ReturnType<typeof botTenant>>) => {
    const prompt = await createPromptRow(t.company, { queueId: t.queues[0].id, maxMessages: 3, maxTokens: 50, temperature: 0.2, ...overrides });
    await t.queues[0].update({ promptId: prompt.id });
    return prompt;
  };

describe('a prompt (OpenAI)', () => {
  it('answers each customer message with the model, reading the system prompt and the last maxMessages messages in order', async () => {
    const t = await assistantTenant(promptOnQueue());
    const before = openai.chats().length;
    await t.write('Oi, tudo bem?');
    await t.waitForPhone(['Você disse: Oi, tudo bem?']);
    await t.write('Qual o horário?');
    await t.waitForPhone(['Você disse: Oi, tudo bem?', 'Você disse: Qual o horário?']);
    const request = openai.chats()[before + 1].json as {
      model: string;
      max_tokens: number;
      temperature: number;
      messages: { role: string; content: string }[];
    };
    expect(request).toMatchObject({ model: env.OPENAI_MODEL, max_tokens: 50, temperature: 0.2 });
    expect(request.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Você é o assistente da loja.') });
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: 'Oi, tudo bem?' },
      { role: 'assistant', content: 'Você disse: Oi, tudo bem?' },
      { role: 'user', content: 'Qual o horário?' },
    ]);
    expect(await t.ticket()).toMatchObject({ status: 'pending', useIntegration: true, queueId: t.queues[0].id });
    expect((await t.automatic()).every((m) => m.isAutomatic && m.fromMe)).toBe(true);
  });

  it("speaks the answer as a voice note with the prompt's voice through Azure Speech, and sends the text when Azure fails", async () => {
    const azure = await startFakeAzureSpeech('az-key-5555');
    env.AZURE_SPEECH_ENDPOINT = azure.url;
    try {
      const t = await assistantTenant(async (tt) => {
        const prompt = await promptOnQueue({ voice: 'pt-BR-FranciscaNeural', voiceRegion: 'brazilsouth' })(tt);
        await prompt.update({ voiceKey: sealPromptKey('voiceKey', 'az-key-5555', tt.company.id) });
      });
      await t.write('Bom dia');
      await vi.waitFor(async () => expect(await t.phone()).toEqual([expect.stringMatching(/^\[audio\/ogg/)]), WAIT);
      expect(azure.received.at(-1)!.body).toContain('<voice name="pt-BR-FranciscaNeural">Você disse: Bom dia</voice>');
      azure.fail(500);
      await t.write('Boa tarde');
      await vi.waitFor(async () => expect((await t.phone())[1]).toBe('Você disse: Boa tarde'), WAIT);
    } finally {
      env.AZURE_SPEECH_ENDPOINT = undefined;
      await azure.close();
    }
  });

  it('transcribes a voice note first and stores the text as the message body', async () => {
    const t = await assistantTenant(promptOnQueue());
    const path = await saveCompanyFile(t.company.id, 'media', Buffer.from('OggS-fake-audio'), 'audio/ogg');
    await t.write('', { mediaType: 'audio', media: { path, mimetype: 'audio/ogg', filename: 'nota.ogg', size: 15, voiceNote: true } });
    await t.waitForPhone(['Você disse: quero saber o preço do plano']);
    const audio = await Message.findOne({ where: { companyId: t.company.id, fromMe: false, mediaType: 'audio' } });
    expect(audio!.body).toBe('quero saber o preço do plano');
  });

  it('hands the ticket to the queue on the transfer phrase without sending it; later messages wait for an attendant', async () => {
    const t = await assistantTenant(promptOnQueue());
    await t.write('Olá');
    await t.waitForPhone(['Você disse: Olá']);
    await t.write('Quero falar com um atendente');
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.queues[0].id, promptId: expect.any(Number) });
    const asked = openai.chats().length;
    await t.write('Alguém aí?');
    expect(await t.phone()).toEqual(['Você disse: Olá']);
    expect(openai.chats()).toHaveLength(asked);
  });

  for (const [label, failure, reason] of [
    ['a 429', 429, /429/],
    ['a 401 (wrong key)', 401, /401/],
    ['a timeout', 'silence', /timed out|timeout/i],
  ] as const) {
    it(`falls back to the queue on ${label}, keeps the customer's message and leaves a note saying why`, async () => {
      const t = await assistantTenant(promptOnQueue());
      openai.fail(failure);
      await t.write('Preciso de ajuda');
      await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
      const ticket = await t.ticket();
      expect(ticket).toMatchObject({ status: 'pending', queueId: t.queues[0].id });
      expect((await Message.findAll({ where: { companyId: t.company.id, ticketId: ticket.id, fromMe: false } })).map((m) => m.body)).toEqual([
        'Preciso de ajuda',
      ]);
      const [note] = await TicketNote.findAll({ where: { companyId: t.company.id, ticketId: ticket.id } });
      expect(note.note).toMatch(/O assistente "Assistente" não respondeu/);
      expect(note.note).toMatch(reason);
      expect(await t.phone()).toEqual([]);
    });
  }

  it('falls back when the plan no longer has useOpenAi', async () => {
    const t = await assistantTenant(promptOnQueue());
    await Plan.update({ useOpenAi: false }, { where: { id: t.company.planId } });
    await t.write('Oi');
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
    const [note] = await TicketNote.findAll({ where: { companyId: t.company.id, ticketId: (await t.ticket()).id } });
    expect(note.note).toMatch(/plan/);
  });
});

describe('an n8n / webhook integration', () => {
  it('POSTs the documented JSON and sends the replies; handover ends the integration', async () => {
    const t = await assistantTenant(async (tt) =>
      tt.connection.update({ integrationId: (await createIntegrationRow(tt.company, { urlN8N: `${n8n.url}/webhook/loja` })).id }),
    );
    await t.write('Quero um orçamento');
    await t.waitForPhone(['Recebido: Quero um orçamento']);
    const sent = n8n.received.at(-1)!;
    const ticket = await t.ticket();
    expect(sent.path).toBe('/webhook/loja');
    expect(sent.json).toMatchObject({
      event: 'message',
      companyId: t.company.id,
      ticket: { id: ticket.id, uuid: ticket.uuid, status: 'pending', queueId: null },
      contact: { name: 'Maria Cliente', number: '5511977776666' },
      message: { body: 'Quero um orçamento', mediaType: 'chat', mediaUrl: null, fromMe: false },
    });
    await t.write('texto');
    await t.waitForPhone(['Recebido: Quero um orçamento', 'Resposta em texto']);
    await t.write('tchau');
    await t.waitForPhone(['Recebido: Quero um orçamento', 'Resposta em texto', 'Até logo!']);
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
    // The connection's integration replaced the queue menu; once it handed over, the bot stays quiet.
    expect((await t.ticket()).queueId).toBeNull();
  });

  it('falls back to the queue when the webhook answers 500, with a note', async () => {
    const t = await assistantTenant(async (tt) =>
      tt.queues[0].update({ integrationId: (await createIntegrationRow(tt.company, { type: 'webhook', urlN8N: `${n8n.url}/hook` })).id }),
    );
    n8n.fail(500);
    await t.write('Oi');
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
    const [note] = await TicketNote.findAll({ where: { companyId: t.company.id, ticketId: (await t.ticket()).id } });
    expect(note.note).toMatch(/HTTP 500/);
  });
});

describe('a Typebot integration', () => {
  const typebotOnQueue =
    (overrides = {}) =>
    async (t: Awaited<ReturnType<typeof botTenant>>) =>
      t.queues[0].update({
        integrationId: (
          await createIntegrationRow(t.company, {
            type: 'typebot',
            urlN8N: typebot.url,
            typebotSlug: 'loja',
            typebotDelayMessage: 0,
            typebotKeywordFinish: 'sair',
            typebotKeywordRestart: 'reiniciar',
            typebotRestartMessage: 'Vamos recomeçar.',
            typebotUnknownMessage: 'Não entendi.',
            ...overrides,
          })
        ).id,
      });
  const greeting = ['Bem-vindo à Loja!', '[image/png]', '1 - Vendas\n2 - Suporte'];

  it("starts a chat, sends text, picture and choices; continues it; the flow's end hands over", async () => {
    const t = await assistantTenant(typebotOnQueue());
    await t.write('Olá');
    await t.waitForPhone(greeting);
    await t.write('talvez');
    await t.waitForPhone([...greeting, 'Escolha uma opção:', '1 - Vendas\n2 - Suporte']);
    expect(typebot.continues().at(-1)!.json).toMatchObject({ message: 'talvez' });
    await t.write('Vendas');
    await t.waitForPhone([...greeting, 'Escolha uma opção:', '1 - Vendas\n2 - Suporte', 'Um vendedor já vem.']);
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
  });

  it('restart keyword starts over with the restart message; a message without text gets the unknown message; finish keyword hands over', async () => {
    const t = await assistantTenant(typebotOnQueue());
    await t.write('Olá');
    await t.waitForPhone(greeting);
    await t.write('reiniciar');
    await t.waitForPhone([...greeting, 'Vamos recomeçar.', ...greeting]);
    const path = await saveCompanyFile(t.company.id, 'media', Buffer.from('89504e47', 'hex'), 'image/png');
    await t.write('', { mediaType: 'image', media: { path, mimetype: 'image/png', filename: 'foto.png', size: 4 } });
    await t.waitForPhone([...greeting, 'Vamos recomeçar.', ...greeting, 'Não entendi.']);
    await t.write('SAIR');
    await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);
    expect(await t.phone()).toHaveLength(8);
  });

  it('forgets a session silent for longer than typebotExpires and starts a new one', async () => {
    const t = await assistantTenant(typebotOnQueue({ typebotExpires: 1 }));
    await t.write('Olá');
    await t.waitForPhone(greeting);
    const starts = typebot.starts().length;
    const { AssistantSession } = await import('../../models/index.js');
    await AssistantSession.update({ sessionAt: new Date(Date.now() - 2 * 60_000) }, { where: { companyId: t.company.id, ticketId: (await t.ticket()).id } });
    await t.write('oi de novo');
    await t.waitForPhone([...greeting, ...greeting]);
    expect(typebot.starts()).toHaveLength(starts + 1);
  });
});

describe('a Dialogflow integration', () => {
  it("sends each text to detectIntent with the project's key and language; an intent ending the interaction hands over", async () => {
    const key = serviceAccountKey();
    const dialogflow = await startFakeDialogflow(key.publicKey);
    const endpoint = env.DIALOGFLOW_API_ENDPOINT;
    env.DIALOGFLOW_API_ENDPOINT = dialogflow.url;
    try {
      const t = await assistantTenant(async (tt) =>
        tt.queues[0].update({
          integrationId: (
            await createIntegrationRow(tt.company, {
              type: 'dialogflow',
              name: 'Agente',
              projectName: 'loja-bot',
              language: 'pt-BR',
              urlN8N: '',
              jsonContent: sealCredentials(key.json, tt.company.id),
            })
          ).id,
        }),
      );
      await t.write('Oi');
      await t.waitForPhone(['Dialogflow ouviu: Oi']);
      const ticket = await t.ticket();
      expect(dialogflow.received.at(-1)!.path).toMatch(new RegExp(`^/v2/projects/loja-bot/agent/sessions/ticket-${ticket.id}:detectIntent`));
      expect(dialogflow.received.at(-1)!.json).toMatchObject({ queryInput: { text: { text: 'Oi', languageCode: 'pt-BR' } } });
      await t.write('tchau');
      await t.waitForPhone(['Dialogflow ouviu: Oi', 'Até mais!']);
      await vi.waitFor(async () => expect((await t.ticket()).useIntegration).toBe(false), WAIT);

      const wrong = await assistantTenant(async (tt) =>
        tt.queues[0].update({
          integrationId: (
            await createIntegrationRow(tt.company, {
              type: 'dialogflow',
              name: 'Chave errada',
              projectName: 'loja-bot',
              urlN8N: '',
              jsonContent: sealCredentials(serviceAccountKey().json, tt.company.id),
            })
          ).id,
        }),
      );
      await wrong.write('Oi');
      await vi.waitFor(async () => expect((await wrong.ticket()).useIntegration).toBe(false), WAIT);
      const [note] = await TicketNote.findAll({ where: { companyId: wrong.company.id, ticketId: (await wrong.ticket()).id } });
      expect(note.note).toMatch(/Dialogflow.*(401|authentication)/i);
    } finally {
      env.DIALOGFLOW_API_ENDPOINT = endpoint;
      await dialogflow.close();
    }
  });
});
