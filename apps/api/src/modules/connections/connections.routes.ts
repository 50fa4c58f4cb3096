import { Router } from 'express';
import type { ServiceContext } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';
import { idParam, validate } from '../../http/validate.js';
import { connectionCreateSchema, connectionListSchema, connectionUpdateSchema } from './connections.schemas.js';
import { createConnection } from './create-connection.js';
import { deleteConnection } from './delete-connection.js';
import { listConnections } from './list-connections.js';
import { runSessionAction } from './run-session-action.js';
import { showConnection } from './show-connection.js';
import { updateConnection } from './update-connection.js';

/** Only the super user may list another company's connections (the spec's companyId parameter). */
function targetContext(ctx: ServiceContext, companyId: number | undefined): ServiceContext {
  if (companyId === undefined || companyId === ctx.companyId) return ctx;
  if (ctx.actor.kind !== 'user' || !ctx.actor.isSuper) throw forbidden();
  return { ...ctx, companyId };
}

const connectionId = (value: unknown) => idParam(value, 'ERR_NO_WAPP_FOUND');

/** /whatsapp: the company's connections (§7 Connections). */
export const whatsappRoutes = Router();

whatsappRoutes.get('/', async (req, res) => {
  const query = await validate(connectionListSchema, req.query);
  res.json(await listConnections(targetContext(req.ctx, query.companyId)));
});

whatsappRoutes.get('/:id', async (req, res) => {
  res.json(await showConnection(req.ctx, connectionId(req.params.id)));
});

whatsappRoutes.post('/', async (req, res) => {
  const input = await validate(connectionCreateSchema, req.body);
  res.status(201).json(await createConnection(req.ctx, input));
});

whatsappRoutes.put('/:id', async (req, res) => {
  const id = connectionId(req.params.id);
  const input = await validate(connectionUpdateSchema, req.body);
  res.json(await updateConnection(req.ctx, id, input));
});

whatsappRoutes.delete('/:id', async (req, res) => {
  await deleteConnection(req.ctx, connectionId(req.params.id));
  res.json({ message: 'Whatsapp deleted' });
});

/** /whatsappsession: a connection's live session (retry, new QR, disconnect). */
export const whatsappSessionRoutes = Router();

whatsappSessionRoutes.post('/:id', async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'retry');
  res.json({ message: 'Starting session' });
});

whatsappSessionRoutes.put('/:id', async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'newQr');
  res.json({ message: 'Starting session' });
});

whatsappSessionRoutes.delete('/:id', async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'disconnect');
  res.json({ message: 'Session disconnected' });
});
