import type { PlanDTO } from '@zapdesk/shared';
import type { Plan } from '../../models/index.js';

/** Plan → DTO; the money value leaves as a number. */
export function presentPlan(plan: Plan): PlanDTO {
  return {
    id: plan.id,
    name: plan.name,
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    campaigns: plan.campaigns,
    schedules: plan.schedules,
    value: Number(plan.value),
    useCampaigns: plan.useCampaigns,
    useKanban: plan.useKanban,
    useOpenAi: plan.useOpenAi,
    useIntegrations: plan.useIntegrations,
    useSchedules: plan.useSchedules,
    useInternalChat: plan.useInternalChat,
    useExternalApi: plan.useExternalApi,
    createdAt: plan.createdAt?.toISOString(),
    updatedAt: plan.updatedAt?.toISOString(),
  };
}
