import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept } from '../../http/validate.js';
import { kanbanTicketsSchema } from './kanban.schemas.js';
import { listKanbanTickets } from './list-kanban-tickets.js';

/** /ticket (§7): the kanban board's tickets (plan useKanban). */
export const kanbanRoutes = Router();

kanbanRoutes.get('/kanban', requirePlanFlag('useKanban'), accept({ query: kanbanTicketsSchema }), async (req, res) => {
  res.json(await listKanbanTickets(req.ctx, req.query));
});
