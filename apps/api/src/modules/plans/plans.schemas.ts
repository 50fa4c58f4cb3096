import * as yup from 'yup';
import { ignored } from '../../http/input-rules.js';

const limit = yup.number().integer().min(0).max(100_000);
const flag = yup.boolean();

export const planSchema = yup.object({
  name: yup.string().trim().min(1).max(100).required(),
  users: limit.default(0),
  connections: limit.default(0),
  queues: limit.default(0),
  campaigns: limit.default(0),
  schedules: limit.default(0),
  value: yup.number().min(0).max(1_000_000).default(0),
  useCampaigns: flag.default(true),
  useKanban: flag.default(true),
  useOpenAi: flag.default(true),
  useIntegrations: flag.default(true),
  useSchedules: flag.default(true),
  useInternalChat: flag.default(true),
  useExternalApi: flag.default(true),
});

export const planUpdateSchema = yup.object({
  name: yup.string().trim().min(1).max(100).optional(),
  users: limit.optional(),
  connections: limit.optional(),
  queues: limit.optional(),
  campaigns: limit.optional(),
  schedules: limit.optional(),
  value: yup.number().min(0).max(1_000_000).optional(),
  useCampaigns: flag.optional(),
  useKanban: flag.optional(),
  useOpenAi: flag.optional(),
  useIntegrations: flag.optional(),
  useSchedules: flag.optional(),
  useInternalChat: flag.optional(),
  useExternalApi: flag.optional(),
});

/** GET /plans/list (public): a sign-up link may name the company that shared it; every plan is listed anyway. */
export const publicPlanListSchema = yup.object({ companyId: ignored() });

export type PlanInput = yup.InferType<typeof planSchema>;
export type PlanUpdateInput = yup.InferType<typeof planUpdateSchema>;
