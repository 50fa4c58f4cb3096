import { timingSafeEqual } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import * as yup from 'yup';
import { AppError } from '../../../core/errors.js';
import { gatewayKey, type SandboxAction } from '../../../core/whatsapp-gateway.js';
import { errorHandler, notFoundHandler } from '../../../http/middleware/error-handler.js';
import { openObject } from '../../../http/raw-input.js';
import { validate } from '../../../http/validate.js';
import { hit } from '../../../http/middleware/rate-limit.js';
import type { SessionManager } from '../session-manager.js';
import { isSimulated } from '../session-factory.js';
import type { OutgoingMessage } from '../types.js';

const SANDBOX_ACTIONS: SandboxAction[] = ['scan', 'inbound', 'ack', 'edit', 'revoke', 'reaction', 'disconnect', 'address-book'];
/** Number checks per connection per minute. */
export const CHECK_NUMBER_LIMIT = { name: 'wa-check-number', limit: 20, windowSeconds: 60 };
// Every call names its company; the rest of the body is the call's own (built by core/whatsapp-gateway.ts).
const base = openObject(yup.object({ companyId: yup.number().integer().positive().required() }));

function requireGatewayKey(req: Request, _res: Response, next: NextFunction): void {
  const given = Buffer.from(String(req.headers['x-gateway-key'] ?? ''));
  const expected = Buffer.from(gatewayKey());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('ERR_NO_PERMISSION', 401, 'Bad gateway key');
  }
  next();
}

/**
 * The whatsapp process's private HTTP port: the API and the worker reach the live sessions through it
 * (core/whatsapp-gateway.ts is the client). Each call names the company, which must own the connection.
 */
export function createGatewayApp(manager: SessionManager, options: { sandboxEnabled: boolean }) {
  const app = express();
  app.use(express.json({ limit: '25mb' }));
  app.use(requireGatewayKey);

  const route = (path: string, handle: (companyId: number, whatsappId: number, body: Record<string, unknown>) => Promise<unknown>) =>
    app.post(`/sessions/:id/${path}`, async (req, res) => {
      const { companyId } = await validate(base, req.body);
      const result = await handle(companyId, Number(req.params.id), req.body);
      res.json(result ?? {});
    });
  const session = (companyId: number, whatsappId: number) => manager.session(companyId, whatsappId);

  route('start', (c, w) => manager.start(c, w));
  route('new-qr', (c, w) => manager.restartWithNewQr(c, w));
  route('disconnect', (c, w) => manager.disconnect(c, w));
  route('remove', (_c, w) => manager.remove(w));
  route('pairing-code', async (c, w, b) => ({ code: await session(c, w).requestPairingCode(String(b.phone)) }));
  route('send', (c, w, b) => session(c, w).send(b.message as OutgoingMessage));
  route('edit', (c, w, b) => session(c, w).edit(String(b.chatId), String(b.messageId), String(b.body)));
  route('react', (c, w, b) => session(c, w).react(String(b.chatId), String(b.messageId), String(b.emoji), Boolean(b.fromMe)));
  route('delete', (c, w, b) => session(c, w).deleteForEveryone(String(b.chatId), String(b.messageId), Boolean(b.fromMe)));
  route('read', (c, w, b) => session(c, w).markRead(String(b.chatId), (b.messageIds as string[]) ?? []));
  route('check-number', async (c, w, b) => {
    // Bulk number checks get numbers banned: each connection gets a small budget per minute.
    if (await hit(CHECK_NUMBER_LIMIT, String(w))) throw new AppError('ERR_TOO_MANY_REQUESTS', 429, 'Too many number checks, wait a minute');
    return session(c, w).checkNumber(String(b.phone));
  });
  route('profile-picture', async (c, w, b) => ({ url: await session(c, w).profilePicture(String(b.jid)) }));
  route('reject-call', (c, w, b) => session(c, w).rejectCall(String(b.callId), String(b.from)));
  app.post('/sessions/:id/sandbox/:action', async (req, res) => {
    const { companyId } = await validate(base, req.body);
    const action = req.params.action as SandboxAction;
    const live = options.sandboxEnabled && SANDBOX_ACTIONS.includes(action) ? manager.session(companyId, Number(req.params.id)) : null;
    if (!live || !isSimulated(live)) throw new AppError('ERR_NOT_FOUND', 404, 'No sandbox session');
    res.json((await live.simulate(action, req.body.body)) ?? {});
  });

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
