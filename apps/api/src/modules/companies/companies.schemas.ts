import * as yup from 'yup';
import { Recurrences, signupSchema, WeekdaysEn } from '@zapdesk/shared';
import { ignored, isCalendarDay } from '../../http/input-rules.js';

const time = yup.string().matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm');
// An empty due date means none (§5); an ISO timestamp keeps its day.
const dueDate = yup
  .string()
  .nullable()
  .transform((v) => (v === '' ? null : v))
  .transform((v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}([T ]|$)/.test(v) ? v.slice(0, 10) : v))
  .test('date', 'must be a date YYYY-MM-DD', (v) => v === null || v === undefined || isCalendarDay(v));
const optionalText = (max: number) => yup.string().trim().max(max).nullable().optional();

const companyFields = {
  email: yup.string().trim().lowercase().email('Invalid email'),
  phone: optionalText(30),
  status: yup.boolean(),
  dueDate,
  recurrence: yup.string().oneOf(Recurrences).nullable(),
  campaignsEnabled: yup.boolean(),
  billingName: optionalText(200),
  addressZipCode: optionalText(20),
  addressStreet: optionalText(200),
  addressState: optionalText(100),
  addressCity: optionalText(100),
  addressDistrict: optionalText(100),
};

export const companyCreateSchema = yup.object({
  ...companyFields,
  name: yup.string().trim().min(2).max(100).required(),
  email: companyFields.email.required(),
  planId: yup.number().integer().positive().required(),
  status: companyFields.status.default(true),
  recurrence: companyFields.recurrence.default('MENSAL'),
  campaignsEnabled: companyFields.campaignsEnabled.default(true),
  password: yup.string().min(5).max(50).optional(),
});

export const companyUpdateSchema = yup.object({
  ...companyFields,
  name: yup.string().trim().min(2).max(100).optional(),
  email: companyFields.email.optional(),
  planId: yup.number().integer().positive().optional(),
});

/** A week of business hours (§3 Company schedule entry); queues keep theirs in the same shape. */
export const scheduleEntries = yup
  .array(
    yup.object({
      weekday: yup.string().trim().max(30).required(),
      weekdayEn: yup.string().oneOf(WeekdaysEn).required(),
      startTime: time.required(),
      endTime: time.required(),
    }),
  )
  .max(7);

/** PUT /companies/:id/schedules: the contract's body is {id, schedules}; the id is the path's. */
export const companySchedulesSchema = yup.object({ id: ignored(), schedules: scheduleEntries.required() });

/** POST /companies/cadastro (§7): the server sets the trial's due date and status itself (decisions.md). */
export const signupBodySchema = signupSchema.shape({ dueDate: ignored(), status: ignored(), campaignsEnabled: ignored() });

export const companyListSchema = yup.object({
  searchParam: yup.string().max(100).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
});

export type CompanyCreateInput = yup.InferType<typeof companyCreateSchema>;
export type CompanyUpdateInput = yup.InferType<typeof companyUpdateSchema>;
