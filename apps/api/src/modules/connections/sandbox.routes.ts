import express, { Router } from 'express';
import type * as yup from 'yup';
import type { SandboxAction } from '../../core/whatsapp-gateway.js';
import { accept, idParam } from '../../http/validate.js';
import { listSandboxOutbox } from './list-sandbox-outbox.js';
import {
  SANDBOX_BODY_LIMIT,
  sandboxAckSchema,
  sandboxAddressBookSchema,
  sandboxDisconnectSchema,
  sandboxEditSchema,
  sandboxInboundSchema,
  sandboxOutboxSchema,
  sandboxReactionSchema,
  sandboxRevokeSchema,
  sandboxScanSchema,
} from './sandbox.schemas.js';
import { findSandboxConnection } from './sandbox.queries.js';
import { simulateSandbox } from './simulate-sandbox.js';

const connectionId = (value: unknown) => idParam(value, 'ERR_NO_WAPP_FOUND');

/**
 * /sandbox/{whatsappId}/…: the simulated phone of a sandbox connection (issue 4's contract).
 * Mounted before the app's 1 MB JSON parser: a customer's media may carry 16 MB of base64.
 */
export const sandboxRoutes = Router();
// 404 (sandbox off, unknown, real connection) and 403 come before reading or judging the body.
sandboxRoutes.use('/:whatsappId', async (req, _res, next) => {
  await findSandboxConnection(req.ctx, connectionId(req.params.whatsappId));
  next();
});
sandboxRoutes.use(express.json({ limit: SANDBOX_BODY_LIMIT }));

const actions: [SandboxAction, yup.AnyObjectSchema][] = [
  ['scan', sandboxScanSchema],
  ['ack', sandboxAckSchema],
  ['edit', sandboxEditSchema],
  ['revoke', sandboxRevokeSchema],
  ['reaction', sandboxReactionSchema],
  ['disconnect', sandboxDisconnectSchema],
  ['address-book', sandboxAddressBookSchema],
];
for (const [action, schema] of actions) {
  sandboxRoutes.post(`/:whatsappId/${action}`, accept({ body: schema }), async (req, res) => {
    const id = connectionId(req.params.whatsappId);
    res.json(await simulateSandbox(req.ctx, id, action, req.body));
  });
}

sandboxRoutes.post('/:whatsappId/inbound', accept({ body: sandboxInboundSchema }), async (req, res) => {
  const id = connectionId(req.params.whatsappId);
  // Many customers at once: `{ messages: [{ from, body, name? }, …] }` → `{ ids }`, in the order given.
  if (req.body.messages) {
    res.status(201).json(await simulateSandbox(req.ctx, id, 'inbound', { messages: req.body.messages }));
    return;
  }
  const { id: messageId } = (await simulateSandbox(req.ctx, id, 'inbound', req.body)) as { id: string };
  res.status(201).json({ id: messageId });
});

sandboxRoutes.get('/:whatsappId/outbox', accept({ query: sandboxOutboxSchema }), async (req, res) => {
  const id = connectionId(req.params.whatsappId);
  res.json(await listSandboxOutbox(req.ctx, id, req.query));
});
