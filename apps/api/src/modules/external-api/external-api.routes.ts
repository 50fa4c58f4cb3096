import { Router } from 'express';
import { essenceOf } from '../../core/mime.js';
import { accept, idParam } from '../../http/validate.js';
import { apiConnectionOf, requireConnectionToken } from './external-api.auth.js';
import { sendExternalMessageSchema } from './external-api.schemas.js';
import { receiveExternalMedias } from './external-api.upload.js';
import { idempotencyKeyOf, onceForKey, requestFingerprint } from './idempotency.js';
import { sendExternalMessage } from './send-external-message.js';
import { showExternalMessage } from './show-external-message.js';

/** /api/messages: the external API, authenticated by a connection token (§7 External message API). */
export const externalApiRoutes = Router();

externalApiRoutes.post('/messages/send', requireConnectionToken, receiveExternalMedias, accept({ body: sendExternalMessageSchema }), async (req, res) => {
  const connection = apiConnectionOf(res);
  const files = Array.isArray(req.files) ? req.files : [];
  const medias = files.map((file) => ({ buffer: file.buffer, mimetype: essenceOf(file.mimetype), originalname: file.originalname }));
  const key = idempotencyKeyOf(req.headers['idempotency-key']);
  const fingerprint = requestFingerprint([req.body, ...medias.flatMap((m) => [m.mimetype, m.originalname, m.buffer])]);
  const { answer, replayed } = await onceForKey(`connection-${connection.id}`, key, fingerprint, () =>
    sendExternalMessage(req.ctx, connection, { ...req.body, medias }),
  );
  if (replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.json(answer);
});

externalApiRoutes.get('/messages/:id', requireConnectionToken, accept({}), async (req, res) => {
  res.json(await showExternalMessage(req.ctx, apiConnectionOf(res), idParam(req.params.id)));
});
