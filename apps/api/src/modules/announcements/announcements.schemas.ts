import * as yup from 'yup';
import { ANNOUNCEMENT_DEFAULT_PRIORITY, ANNOUNCEMENT_DEFAULT_STATUS, AnnouncementPriorities } from '@zapdesk/shared';
import { ignored } from '../../http/input-rules.js';

// The client may also send mediaPath or companyId; they are dropped: only an upload attaches a picture,
// and the author's company comes from the token.
const dropped = { mediaPath: ignored(), companyId: ignored() };
const title = yup.string().trim().max(255, 'Too Long!');
const text = yup.string().trim().max(10_000, 'Too Long!');
const priority = yup
  .number()
  .typeError('priority must be 1, 2 or 3')
  .integer('priority must be 1, 2 or 3')
  .oneOf([...AnnouncementPriorities], 'priority must be 1, 2 or 3');
const notBlank = (value: string | undefined) => value === undefined || value.length > 0;

/** POST /announcements. §5: title and text required ('Obrigatório'); §9: priority 3 and active by default. */
export const announcementCreateSchema = yup.object({
  title: title.required('Obrigatório'),
  text: text.required('Obrigatório'),
  priority: priority.default(ANNOUNCEMENT_DEFAULT_PRIORITY),
  status: yup.boolean().default(ANNOUNCEMENT_DEFAULT_STATUS),
  ...dropped,
});

/** PUT /announcements/:id: what is sent changes; a title or text, when sent, cannot be blank. */
export const announcementUpdateSchema = yup.object({
  title: title.optional().test('not-blank', 'Obrigatório', notBlank),
  text: text.optional().test('not-blank', 'Obrigatório', notBlank),
  priority: priority.optional(),
  status: yup.boolean().optional(),
  ...dropped,
});

/** GET /announcements. `status` narrows a super user's list (the top bar asks for active ones only). */
export const announcementListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
  status: yup.boolean().optional(),
});

export type AnnouncementCreateInput = yup.InferType<typeof announcementCreateSchema>;
export type AnnouncementUpdateInput = yup.InferType<typeof announcementUpdateSchema>;
export type AnnouncementListInput = yup.InferType<typeof announcementListSchema>;
