import { Router } from 'express';
import * as yup from 'yup';
import { userCreateSchema, userUpdateSchema } from '@zapdesk/shared';
import { targetContext } from '../../core/context.js';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { accept, idParam } from '../../http/validate.js';
import { issueRefreshToken } from '../auth/refresh-tokens.js';
import { setRefreshCookie } from '../auth/session-cookie.js';
import { createUser } from './create-user.js';
import { deleteUser } from './delete-user.js';
import { listUserOptions, listUsers } from './list-users.js';
import { showUser } from './show-user.js';
import { updateUser } from './update-user.js';

const listSchema = yup.object({
  searchParam: yup.string().max(100).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
  companyId: yup.number().integer().positive().optional(),
});

export const usersRoutes = Router();

usersRoutes.get('/', requireAdmin, accept({ query: listSchema }), async (req, res) => {
  res.json(await listUsers(targetContext(req.ctx, req.query.companyId), req.query));
});

usersRoutes.get('/list', accept({ query: listSchema }), async (req, res) => {
  res.json(await listUserOptions(targetContext(req.ctx, req.query.companyId)));
});

usersRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showUser(req.ctx, idParam(req.params.id, 'ERR_NO_USER_FOUND')));
});

usersRoutes.post('/', requireAdmin, accept({ body: userCreateSchema }), async (req, res) => {
  res.status(201).json(await createUser(targetContext(req.ctx, req.body.companyId), req.body));
});

usersRoutes.put('/:id', accept({ body: userUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_USER_FOUND');
  const input = req.body;
  const user = await updateUser(targetContext(req.ctx, input.companyId), id, input);
  // A new password ends every session of the user; the one that changed it goes on with a new refresh token.
  const { actor } = req.ctx;
  if (input.password && actor.kind === 'user' && actor.id === id) setRefreshCookie(res, await issueRefreshToken(id, actor.sessionId));
  res.json(user);
});

usersRoutes.delete('/:id', requireAdmin, accept({}), async (req, res) => {
  await deleteUser(req.ctx, idParam(req.params.id, 'ERR_NO_USER_FOUND'));
  res.json({ message: 'User deleted' });
});
