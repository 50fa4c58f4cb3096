import { Router } from 'express';
import { targetContext } from '../../core/context.js';
import { accept, idParam } from '../../http/validate.js';
import { connectionCreateSchema, connectionListSchema, connectionShowSchema, connectionUpdateSchema } from './connections.schemas.js';
import { createConnection } from './create-connection.js';
import { deleteConnection } from './delete-connection.js';
import { listConnections } from './list-connections.js';
import { runSessionAction } from './run-session-action.js';
import { showConnection } from './show-connection.js';
import { updateConnection } from './update-connection.js';

const connectionId = (value: unknown) => idParam(value, 'ERR_NO_WAPP_FOUND');

/** /whatsapp: the company's connections (§7 Connections). */
export const whatsappRoutes = Router();

whatsappRoutes.get('/', accept({ query: connectionListSchema }), async (req, res) => {
  res.json(await listConnections(targetContext(req.ctx, req.query.companyId)));
});

whatsappRoutes.get('/:id', accept({ query: connectionShowSchema }), async (req, res) => {
  res.json(await showConnection(req.ctx, connectionId(req.params.id)));
});

whatsappRoutes.post('/', accept({ body: connectionCreateSchema }), async (req, res) => {
  res.status(201).json(await createConnection(req.ctx, req.body));
});

whatsappRoutes.put('/:id', accept({ body: connectionUpdateSchema }), async (req, res) => {
  const id = connectionId(req.params.id);
  res.json(await updateConnection(req.ctx, id, req.body));
});

whatsappRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteConnection(req.ctx, connectionId(req.params.id));
  res.json({ message: 'Whatsapp deleted' });
});

/** /whatsappsession: a connection's live session (retry, new QR, disconnect). */
export const whatsappSessionRoutes = Router();

whatsappSessionRoutes.post('/:id', accept({}), async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'retry');
  res.json({ message: 'Starting session' });
});

whatsappSessionRoutes.put('/:id', accept({}), async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'newQr');
  res.json({ message: 'Starting session' });
});

whatsappSessionRoutes.delete('/:id', accept({}), async (req, res) => {
  await runSessionAction(req.ctx, connectionId(req.params.id), 'disconnect');
  res.json({ message: 'Session disconnected' });
});
