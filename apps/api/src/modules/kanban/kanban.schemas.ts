import * as yup from 'yup';
import { jsonIdList } from '../../http/input-rules.js';

/** GET /ticket/kanban (§7): `queueIds` is a JSON array in the query (`queueIds=[1,2]`, the client's contract). */
export const kanbanTicketsSchema = yup.object({
  queueIds: jsonIdList('must be a JSON array of queue ids').optional(),
});

export type KanbanTicketsInput = yup.InferType<typeof kanbanTicketsSchema>;
