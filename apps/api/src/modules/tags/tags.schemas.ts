import * as yup from 'yup';

const id = yup.number().integer().positive().max(2_147_483_647);
/** §5 Tag: name required, at least 3 characters. */
export const tagName = yup.string().trim().required('Obrigatório').min(3, 'Mensagem muito curta').max(100, 'Too Long!');

/** POST /tags. kanban is the contract's 0/1 (true/false accepted from checkboxes). */
export const tagCreateSchema = yup.object({
  name: tagName,
  color: yup.string().trim().min(1).max(30).optional(),
  kanban: yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'boolean' ? Number(original) : value))
    .oneOf([0, 1])
    .optional(),
});

/** One tag of POST /tags/sync: an existing tag by id, or a new or existing one by name. */
const syncedTag = yup
  .object({ id: id.optional(), name: yup.string().trim().max(100).optional() })
  .test('id-or-name', 'each tag needs an id or a name of at least 3 characters', (tag) => Boolean(tag.id) || (tag.name ?? '').length >= 3);

/** POST /tags/sync: the ticket's complete list of tags (replaces what it had). */
export const tagSyncSchema = yup.object({
  ticketId: id.required('Required'),
  tags: yup.array(syncedTag.required()).max(100).required('Required'),
});

export type TagCreateInput = yup.InferType<typeof tagCreateSchema>;
export type TagSyncInput = yup.InferType<typeof tagSyncSchema>;
