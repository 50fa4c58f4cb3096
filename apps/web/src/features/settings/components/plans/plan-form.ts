import * as yup from 'yup';
import { PlanFlags, type PlanDTO, type PlanFlag } from '@zapdesk/shared';
import type { PlanPayload } from '../../api/settings-api';

type FlagValues = Record<PlanFlag, 'true' | 'false'>;

export interface PlanFormValues extends FlagValues {
  name: string;
  /** Number inputs give '' while empty. */
  users: number | '';
  connections: number | '';
  queues: number | '';
  value: number | '';
}

/** The order of the flag columns and selects, as on the original screen. */
export const PLAN_FLAG_ORDER: readonly PlanFlag[] = [
  'useCampaigns',
  'useSchedules',
  'useInternalChat',
  'useExternalApi',
  'useKanban',
  'useOpenAi',
  'useIntegrations',
];

const allFlags = (value: 'true' | 'false') => Object.fromEntries(PlanFlags.map((flag) => [flag, value])) as FlagValues;

/** Spec §9 plan defaults: limits 0, value 0, every feature on. */
export const emptyPlan: PlanFormValues = { name: '', users: 0, connections: 0, queues: 0, value: 0, ...allFlags('true') };

const limit = yup.number().typeError('validation.required').integer().min(0).required('validation.required');

export const planFormSchema = yup.object({
  name: yup.string().trim().max(100, 'validation.tooLong').required('validation.required'),
  users: limit,
  connections: limit,
  queues: limit,
  value: yup.number().typeError('validation.required').min(0).required('validation.required'),
});

export function planToValues(plan: PlanDTO): PlanFormValues {
  const flags = Object.fromEntries(PlanFlags.map((flag) => [flag, plan[flag] ? 'true' : 'false'])) as FlagValues;
  return { name: plan.name, users: plan.users, connections: plan.connections, queues: plan.queues, value: Number(plan.value), ...flags };
}

export function toPlanPayload(values: PlanFormValues): PlanPayload {
  const flags = Object.fromEntries(PlanFlags.map((flag) => [flag, values[flag] === 'true'])) as Record<PlanFlag, boolean>;
  return {
    name: values.name.trim(),
    users: Number(values.users),
    connections: Number(values.connections),
    queues: Number(values.queues),
    value: Number(values.value),
    ...flags,
  };
}

/** R$ with two decimals, Brazilian style (spec §9): 'R$ 49,90'. */
export function formatPlanValue(value: number): string {
  return `R$ ${Number(value).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
