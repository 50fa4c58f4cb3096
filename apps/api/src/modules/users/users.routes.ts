import { Router } from 'express';
import * as yup from 'yup';
import { userCreateSchema, userUpdateSchema } from '@zapdesk/shared';
import { forbidden } from '../../core/errors.js';
import type { ServiceContext } from '../../core/context.js';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { idParam, validate } from '../../http/validate.js';
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

/** Only the super user may act on another company's users (the spec's companyId parameter). */
function targetContext(ctx: ServiceContext, companyId: number | undefined): ServiceContext {
  if (companyId === undefined || companyId === ctx.companyId) return ctx;
  if (ctx.actor.kind !== 'user' || !ctx.actor.isSuper) throw forbidden();
  return { ...ctx, companyId };
}

export const usersRoutes = Router();

usersRoutes.get('/', requireAdmin, async (req, res) => {
  const query = await validate(listSchema, req.query);
  res.json(await listUsers(targetContext(req.ctx, query.companyId), query));
});

usersRoutes.get('/list', async (req, res) => {
  const query = await validate(listSchema, req.query);
  res.json(await listUserOptions(targetContext(req.ctx, query.companyId)));
});

usersRoutes.get('/:id', async (req, res) => {
  res.json(await showUser(req.ctx, idParam(req.params.id, 'ERR_NO_USER_FOUND')));
});

usersRoutes.post('/', requireAdmin, async (req, res) => {
  const input = await validate(userCreateSchema, req.body);
  res.status(201).json(await createUser(targetContext(req.ctx, input.companyId), input));
});

usersRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_USER_FOUND');
  const input = await validate(userUpdateSchema, req.body);
  res.json(await updateUser(targetContext(req.ctx, input.companyId), id, input));
});

usersRoutes.delete('/:id', requireAdmin, async (req, res) => {
  await deleteUser(req.ctx, idParam(req.params.id, 'ERR_NO_USER_FOUND'));
  res.json({ message: 'User deleted' });
});
