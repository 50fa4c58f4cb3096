import { Router } from 'express';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { accept } from '../../http/validate.js';
import { countTicketsPerDay } from './count-tickets-per-day.js';
import { countTicketsPerUser } from './count-tickets-per-user.js';
import { dashboardChartQuerySchema, dashboardQuerySchema } from './dashboard.schemas.js';
import { showDashboard } from './show-dashboard.js';

/** /dashboard (docs/contract.md §7 Dashboard): admins only (§6); the company is always the token's. */
export const dashboardRoutes = Router();

dashboardRoutes.get('/', requireAdmin, accept({ query: dashboardQuerySchema }), async (req, res) => {
  res.json(await showDashboard(req.ctx, req.query));
});

dashboardRoutes.get('/ticketsUsers', requireAdmin, accept({ query: dashboardChartQuerySchema }), async (req, res) => {
  res.json(await countTicketsPerUser(req.ctx, req.query));
});

dashboardRoutes.get('/ticketsDay', requireAdmin, accept({ query: dashboardChartQuerySchema }), async (req, res) => {
  res.json(await countTicketsPerDay(req.ctx, req.query));
});
