import * as yup from 'yup';

const id = yup.number().integer().positive().max(2_147_483_647);

/** GET /ticket/kanban (§7): `queueIds` is a JSON array in the query (`queueIds=[1,2]`, the client's contract). */
export const kanbanTicketsSchema = yup.object({
  queueIds: yup
    .array(id.required())
    .max(500)
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      if (original.trim() === '') return [];
      try {
        return JSON.parse(original) as unknown;
      } catch {
        // Left as text, so yup answers 400 naming queueIds instead of a 500.
        return original;
      }
    })
    .typeError('must be a JSON array of queue ids')
    .optional(),
});

export type KanbanTicketsInput = yup.InferType<typeof kanbanTicketsSchema>;
