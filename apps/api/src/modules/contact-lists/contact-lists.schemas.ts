import * as yup from 'yup';
import { CAMPAIGN_NAME_MAX, CAMPAIGN_NAME_MIN } from '@zapdesk/shared';
import { dbId, ignored } from '../../http/input-rules.js';
import { pageQuery } from '../campaigns/campaign-area.js';

const name = () => yup.string().trim().min(CAMPAIGN_NAME_MIN, 'Too Short!').max(CAMPAIGN_NAME_MAX, 'Too Long!');

/** Digits only, 8 to 50 of them (§5: the contact's bounds). */
export const phoneNumber = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') || undefined : value))
    .min(8, 'Too Short!')
    .max(50, 'Too Long!');

export const optionalEmail = () =>
  yup
    .string()
    .trim()
    .max(200)
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .email('Invalid email');

/** POST /contact-lists and PUT /contact-lists/:id (§5: name required, 2 to 50). */
export const contactListSchema = yup.object({ name: name().required('Required'), companyId: ignored() });
export const contactListListSchema = yup.object(pageQuery);
/** GET /contact-lists/list: the company comes from the token; the contract's companyId is read and ignored. */
export const contactListOptionsSchema = yup.object({ companyId: ignored() });

/** POST /contact-list-items (§5: the contact's bounds). */
export const contactListItemCreateSchema = yup.object({
  name: name().required('Required'),
  number: phoneNumber().required('Required'),
  email: optionalEmail().optional().default(''),
  contactListId: dbId().required('Required'),
  companyId: ignored(),
  isWhatsappValid: ignored(),
});
export const contactListItemUpdateSchema = yup.object({
  name: name().optional(),
  number: phoneNumber().optional(),
  email: optionalEmail().optional(),
  contactListId: ignored(),
  companyId: ignored(),
  isWhatsappValid: ignored(),
});
export const contactListItemListSchema = yup.object({ ...pageQuery, contactListId: dbId().required('Required'), companyId: ignored() });
/** POST /contact-lists/:id/tag: every contact of a tag's tickets joins the list (the spec's tagListId). */
export const contactListTagSchema = yup.object({ tagId: dbId().required('Required') });

export type ContactListItemCreateInput = yup.InferType<typeof contactListItemCreateSchema>;
export type ContactListItemUpdateInput = yup.InferType<typeof contactListItemUpdateSchema>;
export type ContactListItemListInput = yup.InferType<typeof contactListItemListSchema>;
export type PageInput = yup.InferType<typeof contactListListSchema>;
