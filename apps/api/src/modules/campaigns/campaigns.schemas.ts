import * as yup from 'yup';
import { CAMPAIGN_MESSAGE_SLOTS, CAMPAIGN_NAME_MAX, CAMPAIGN_NAME_MIN } from '@zapdesk/shared';
import { dbId, ignored } from '../../http/input-rules.js';
import { pageQuery } from './campaign-area.js';

/** §5: empty strings are sent as null; a message slot left out or null is empty. */
const messageText = () =>
  yup
    .string()
    .transform((value: unknown, original: unknown) => (original === null ? '' : value))
    .max(10_000, 'Too Long!');
const nullableId = () =>
  dbId()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value));

/** 'YYYY-MM-DD HH:mm:ss' in the company's time zone (§5), or an ISO instant with its zone; '' or null: no schedule. */
export const SCHEDULED_AT_PATTERN = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const messageFields = Object.fromEntries(
  CAMPAIGN_MESSAGE_SLOTS.flatMap((n) => [
    [`message${n}`, messageText().optional()],
    [`confirmationMessage${n}`, messageText().optional()],
  ]),
) as Record<`message${1 | 2 | 3 | 4 | 5}` | `confirmationMessage${1 | 2 | 3 | 4 | 5}`, ReturnType<typeof messageText>>;

const fields = {
  ...messageFields,
  confirmation: yup.boolean().optional(),
  scheduledAt: yup
    .string()
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .matches(SCHEDULED_AT_PATTERN, 'must be YYYY-MM-DD HH:mm:ss')
    .optional(),
  whatsappId: nullableId().optional(),
  contactListId: nullableId().optional(),
  tagListId: nullableId().optional(),
  fileListId: nullableId().optional(),
  // Fields the dialog sends back that the server decides.
  status: ignored(),
  companyId: ignored(),
  id: ignored(),
  mediaPath: ignored(),
  mediaName: ignored(),
  completedAt: ignored(),
  userId: ignored(),
};

const name = () => yup.string().trim().min(CAMPAIGN_NAME_MIN, 'Too Short!').max(CAMPAIGN_NAME_MAX, 'Too Long!');

/** POST /campaigns (§5: name required, 2 to 50). */
export const campaignCreateSchema = yup.object({ name: name().required('Required'), ...fields });
/** PUT /campaigns/:id: the fields sent change (§4 decides which may). */
export const campaignUpdateSchema = yup.object({ name: name().optional(), ...fields });
export const campaignListSchema = yup.object({ ...pageQuery, companyId: ignored() });

export type CampaignCreateInput = yup.InferType<typeof campaignCreateSchema>;
export type CampaignUpdateInput = yup.InferType<typeof campaignUpdateSchema>;
export type CampaignListInput = yup.InferType<typeof campaignListSchema>;
