import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { PROMPT_HANDOVER_PHRASE } from '@zapdesk/shared';

// Local servers that speak the protocols the assistants call, standing in for OpenAI (chat completions and
// audio transcriptions), a Typebot v6 server (startChat / continueChat) and an n8n webhook. Each records what
// it received; tests script failures (status codes, silence) per server.

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json: unknown;
}

type Handler = (req: Received, res: ServerResponse) => void;

async function serve(handler: Handler) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const entry = { path: req.url ?? '/', headers: req.headers, body, json };
      received.push(entry);
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * OpenAI: chat completions answer "Você disse: {last user message}" (the transfer phrase when the customer asks
 * for an atendente); transcriptions answer `transcript`. `fail` scripts the next answers' statuses ('silence' never answers).
 */
export async function startFakeOpenAi(apiKey: string) {
  const script: (number | 'silence')[] = [];
  const state = { transcript: 'quero saber o preço do plano' };
  const server = await serve((req, res) => {
    const next = script.shift();
    if (next === 'silence') return;
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return json(res, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    if (typeof next === 'number') return json(res, next, { error: { message: `scripted ${next}`, type: 'requests', code: 'rate_limit_exceeded' } });
    if (req.path === '/v1/audio/transcriptions') return json(res, 200, { text: state.transcript });
    if (req.path !== '/v1/chat/completions') return json(res, 404, { error: { message: 'unknown route' } });
    const { messages } = req.json as { messages: { role: string; content: string }[] };
    const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    const content = /atendente|humano/i.test(last) ? PROMPT_HANDOVER_PHRASE : `Você disse: ${last}`;
    json(res, 200, {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  });
  return {
    ...server,
    fail: (...statuses: (number | 'silence')[]) => script.push(...statuses),
    state,
    chats: () => server.received.filter((r) => r.path === '/v1/chat/completions'),
  };
}

/**
 * Typebot v6: the bot `loja` greets with a text, a picture (served by this server) and a choice of
 * 'Vendas' / 'Suporte'; 'Vendas' ends the flow with 'Um vendedor já vem.', anything else asks again.
 */
export async function startFakeTypebot() {
  let sessions = 0;
  const server = await serve((req, res) => {
    if (req.path === '/logo.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('89504e470d0a1a0a', 'hex'));
    const start = /^\/api\/v1\/typebots\/([^/]+)\/startChat$/.exec(req.path);
    if (start) {
      if (start[1] !== 'loja') return json(res, 404, { message: 'Typebot not found', code: 'NOT_FOUND' });
      sessions += 1;
      return json(res, 200, {
        sessionId: `session-${sessions}`,
        typebot: { id: 'tb1', theme: {}, settings: {} },
        messages: [
          { id: 'm1', type: 'text', content: { type: 'markdown', markdown: 'Bem-vindo à Loja!' } },
          { id: 'm2', type: 'image', content: { url: `${server.url}/logo.png` } },
        ],
        input: {
          id: 'i1',
          type: 'choice input',
          items: [
            { id: 'a', content: 'Vendas' },
            { id: 'b', content: 'Suporte' },
          ],
        },
      });
    }
    const next = /^\/api\/v1\/sessions\/([^/]+)\/continueChat$/.exec(req.path);
    if (!next) return json(res, 404, { message: 'not found' });
    const { message } = req.json as { message: string };
    if (message === 'Vendas' || message === '1')
      return json(res, 200, {
        messages: [{ id: 'm3', type: 'text', content: { type: 'richText', richText: [{ type: 'p', children: [{ text: 'Um vendedor já vem.' }] }] } }],
      });
    json(res, 200, {
      messages: [{ id: 'm4', type: 'text', content: { type: 'markdown', markdown: 'Escolha uma opção:' } }],
      input: {
        id: 'i1',
        type: 'choice input',
        items: [
          { id: 'a', content: 'Vendas' },
          { id: 'b', content: 'Suporte' },
        ],
      },
    });
  });
  return {
    ...server,
    starts: () => server.received.filter((r) => r.path.endsWith('/startChat')),
    continues: () => server.received.filter((r) => r.path.endsWith('/continueChat')),
  };
}

/** An n8n webhook: answers `{ reply: 'Recebido: {body}' }`, `{ handover: true }` for 'tchau', plain text for 'texto'; `fail` scripts statuses. */
export async function startFakeN8n() {
  const script: number[] = [];
  const server = await serve((req, res) => {
    const next = script.shift();
    if (next) return json(res, next, { message: 'scripted' });
    const body = (req.json as { message?: { body?: string } })?.message?.body ?? '';
    if (body === 'tchau') return json(res, 200, { reply: 'Até logo!', handover: true });
    if (body === 'texto') return res.writeHead(200, { 'content-type': 'text/plain' }).end('Resposta em texto');
    json(res, 200, { reply: [`Recebido: ${body}`] });
  });
  return { ...server, fail: (...statuses: number[]) => script.push(...statuses) };
}

/** Azure Speech text-to-speech: answers ogg bytes for the right key (else 401); `fail` scripts statuses. */
export async function startFakeAzureSpeech(key: string) {
  const script: number[] = [];
  const server = await serve((req, res) => {
    const next = script.shift();
    if (next) return res.writeHead(next).end();
    if (req.path !== '/cognitiveservices/v1' || req.headers['ocp-apim-subscription-key'] !== key) return res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'audio/ogg' }).end(Buffer.from(`OggS ${req.body}`));
  });
  return { ...server, fail: (...statuses: number[]) => script.push(...statuses) };
}

/** A Google service-account key for tests (a fresh RSA key; the fake Dialogflow checks tokens against it). */
export function serviceAccountKey(): { json: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    json: JSON.stringify({ type: 'service_account', project_id: 'loja-bot', client_email: 'bot@loja-bot.iam.gserviceaccount.com', private_key: privateKey }),
    publicKey,
  };
}

/**
 * Dialogflow ES REST: detectIntent answers 'Dialogflow ouviu: {text}' in the fulfilment messages; 'tchau' matches an
 * intent that ends the interaction. Requests must carry a token signed with `publicKey`'s private half.
 */
export async function startFakeDialogflow(publicKey: string) {
  const server = await serve((req, res) => {
    const [, token = ''] = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? '')) ?? [];
    const [header, payload, signature] = token.split('.');
    const signed = Boolean(signature) && createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(publicKey, signature, 'base64url');
    if (!signed) return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    if (!/^\/v2\/projects\/[^/]+\/agent\/sessions\/[^/]+:detectIntent/.test(req.path))
      return json(res, 404, { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } });
    const text = (req.json as { queryInput?: { text?: { text?: string } } })?.queryInput?.text?.text ?? '';
    const end = text === 'tchau';
    json(res, 200, {
      responseId: 'r1',
      queryResult: {
        queryText: text,
        languageCode: 'pt-br',
        fulfillmentText: end ? 'Até mais!' : `Dialogflow ouviu: ${text}`,
        fulfillmentMessages: [{ text: { text: [end ? 'Até mais!' : `Dialogflow ouviu: ${text}`] } }],
        intent: { name: 'projects/loja-bot/agent/intents/1', displayName: end ? 'despedida' : 'padrão', endInteraction: end },
      },
    });
  });
  return server;
}
