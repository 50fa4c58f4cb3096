import { Router } from 'express';
import { env } from '../../config/env.js';
import { authorize } from '../../core/policy.js';
import { notFound } from '../../core/errors.js';
import { requireAuth, requireSuper } from '../../http/middleware/authenticate.js';
import { byIp, rateLimit } from '../../http/middleware/rate-limit.js';
import { accept, idParam } from '../../http/validate.js';
import type { Request } from 'express';
import { companyCreateSchema, companyListSchema, companySchedulesSchema, companyUpdateSchema, signupBodySchema } from './companies.schemas.js';
import { createCompany } from './create-company.js';
import { deleteCompany } from './delete-company.js';
import { listAllCompanies, listCompanies } from './list-companies.js';
import { signUpCompany } from './sign-up-company.js';
import { updateCompany, updateCompanySchedules } from './update-company.js';
import { findCompany } from './companies.queries.js';
import { presentCompany } from './companies.presenter.js';

const signupLimit = rateLimit({
  name: 'signup-ip',
  limit: env.RATE_LIMIT_SIGNUP_PER_IP,
  windowSeconds: env.RATE_LIMIT_SIGNUP_WINDOW_SECONDS,
  key: byIp,
});

/** A company id from the path that the caller may read: their own, or any for the super user (else 404). */
function ownCompanyId(req: Request, adminOnly: boolean): number {
  const id = idParam(req.params.id, 'ERR_NO_COMPANY_FOUND');
  if (req.claims.super) return id;
  if (id !== req.ctx.companyId) throw notFound('ERR_NO_COMPANY_FOUND');
  authorize(!adminOnly || req.claims.profile === 'admin');
  return id;
}

export const companiesRoutes = Router();

companiesRoutes.post('/cadastro', signupLimit, accept({ body: signupBodySchema }), async (req, res) => {
  res.status(201).json(await signUpCompany(req.body));
});

companiesRoutes.use(requireAuth);

companiesRoutes.get('/listPlan/:id', accept({}), async (req, res) => {
  res.json(presentCompany(await findCompany(ownCompanyId(req, false)), req.claims.super || req.claims.profile === 'admin'));
});

companiesRoutes.put('/:id/schedules', accept({ body: companySchedulesSchema }), async (req, res) => {
  const id = ownCompanyId(req, true);
  res.json(await updateCompanySchedules(id, req.body.schedules));
});

companiesRoutes.get('/list', requireSuper, accept({}), async (_req, res) => {
  res.json(await listAllCompanies());
});

companiesRoutes.get('/', requireSuper, accept({ query: companyListSchema }), async (req, res) => {
  res.json(await listCompanies(req.query));
});

companiesRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(presentCompany(await findCompany(ownCompanyId(req, false)), req.claims.super || req.claims.profile === 'admin'));
});

companiesRoutes.post('/', requireSuper, accept({ body: companyCreateSchema }), async (req, res) => {
  const { password, ...input } = req.body;
  const admin = password ? { name: input.name, email: input.email, password } : undefined;
  res.status(201).json(await createCompany({ ...input, admin }));
});

companiesRoutes.put('/:id', requireSuper, accept({ body: companyUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_COMPANY_FOUND');
  res.json(await updateCompany(id, req.body));
});

companiesRoutes.delete('/:id', requireSuper, accept({}), async (req, res) => {
  await deleteCompany(idParam(req.params.id, 'ERR_NO_COMPANY_FOUND'));
  res.json({ message: 'Company deleted' });
});
