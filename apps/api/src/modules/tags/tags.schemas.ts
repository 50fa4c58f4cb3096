import * as yup from 'yup';
import { TAG_COLOR_PATTERN, TagLimits } from '@zapdesk/shared';
import { alsoAccepts } from '../../http/raw-input.js';

const id = yup.number().integer().positive().max(2_147_483_647);
/** §5 Tag: name required, at least 3 characters. */
export const tagName = yup.string().trim().required('Obrigatório').min(TagLimits.nameMin, 'Mensagem muito curta').max(TagLimits.nameMax, 'Too Long!');
/** A CSS hex colour: the chip's background on every screen. */
const tagColor = yup.string().trim().matches(TAG_COLOR_PATTERN, 'must be a hex colour such as #5C59A0');
/** The contract's 0/1 (true/false accepted from checkboxes and switches). */
const kanbanFlag = alsoAccepts(
  yup
    .number()
    .transform((value: number, original: unknown) => (typeof original === 'boolean' ? Number(original) : value))
    .oneOf([0, 1]),
  'boolean',
);

/** POST /tags. */
export const tagCreateSchema = yup.object({
  name: tagName,
  color: tagColor.optional(),
  kanban: kanbanFlag.optional(),
});

/** PUT /tags/:id: any of the fields; those left out keep their value. */
export const tagUpdateSchema = yup.object({
  name: tagName.optional(),
  color: tagColor.optional(),
  kanban: kanbanFlag.optional(),
});

/** GET /tags: the tags screen's search and infinite scroll. */
export const tagListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
});

/** One tag of POST /tags/sync: an existing tag by id, or a new or existing one by name. */
const syncedTag = yup
  .object({ id: id.optional(), name: yup.string().trim().max(TagLimits.nameMax).optional() })
  .test('id-or-name', 'each tag needs an id or a name of at least 3 characters', (tag) => Boolean(tag.id) || (tag.name ?? '').length >= TagLimits.nameMin);

/** POST /tags/sync: the ticket's complete list of tags (replaces what it had). */
export const tagSyncSchema = yup.object({
  ticketId: id.required('Required'),
  tags: yup.array(syncedTag.required()).max(100).required('Required'),
});

export type TagCreateInput = yup.InferType<typeof tagCreateSchema>;
export type TagUpdateInput = yup.InferType<typeof tagUpdateSchema>;
export type TagListInput = yup.InferType<typeof tagListSchema>;
export type TagSyncInput = yup.InferType<typeof tagSyncSchema>;
