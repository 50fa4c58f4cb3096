import * as yup from 'yup';
import { dbId, isoDay } from '../../http/input-rules.js';

const id = dbId();
const day = isoDay().optional();

/** GET /contacts (§7): search by name or number, paging, and the day(s) the contact was created. */
export const contactListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
  date: day,
  dateStart: day,
  dateEnd: day,
});

/** GET /contacts/list: companyId only counts for the super user. */
export const contactOptionsSchema = yup.object({
  companyId: id.optional(),
});

// Numbers are stored as digits only: '+55 (11) 98765-4321' and '5511987654321' are the same contact.
const onlyDigits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : value);

/** §5 Contact: name 2 to 50. */
const contactName = yup.string().trim().min(2, 'Too Short!').max(50, 'Too Long!');
/** §5 Contact: number 8 to 50 (digits, after removing the mask). */
const contactNumber = yup.string().transform(onlyDigits).min(8, 'Too Short!').max(50, 'Too Long!');
/** §5 Contact: e-mail valid if present (empty or null means none). */
const contactEmail = yup
  .string()
  .transform((value: unknown, original: unknown) => (original === null ? '' : value))
  .trim()
  .email('Invalid email')
  .max(254, 'Too Long!')
  .default('');

const extraInfoItem = yup.object({
  id: id.nullable().optional(),
  name: yup.string().trim().required('Required').max(100, 'Too Long!'),
  value: yup
    .string()
    .transform((value: unknown, original: unknown) => (original === null ? '' : value))
    .trim()
    .max(5000, 'Too Long!')
    .default(''),
});
const extraInfo = yup.array(extraInfoItem.required()).max(100, 'Too many extra fields').optional();

/** POST /contacts (ContactInput). */
export const contactCreateSchema = yup.object({
  name: contactName.required('Required'),
  number: contactNumber.required('Required'),
  email: contactEmail,
  extraInfo,
});

/**
 * PUT /contacts/:id (ContactInput). An empty number keeps the current one: a contact WhatsApp only
 * knows by LID has no number to send, and its name must still be editable.
 */
export const contactUpdateSchema = yup.object({
  name: contactName.required('Required'),
  number: contactNumber.transform((value: unknown) => (value === '' || value === null ? undefined : value)).optional(),
  email: contactEmail,
  extraInfo,
});

export type ContactListInput = yup.InferType<typeof contactListSchema>;
export type ContactCreateInput = yup.InferType<typeof contactCreateSchema>;
export type ContactUpdateInput = yup.InferType<typeof contactUpdateSchema>;
export type ExtraInfoInput = NonNullable<ContactCreateInput['extraInfo']>;
