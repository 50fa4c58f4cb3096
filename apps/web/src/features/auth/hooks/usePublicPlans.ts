import { useQuery } from '@tanstack/react-query';
import { fetchPublicPlans } from '../api/auth-api';

export const publicPlanKeys = {
  list: (companyId?: string) => ['plans', 'public', companyId ?? null] as const,
};

/** The plans a new company can choose on sign-up. */
export function usePublicPlans(companyId?: string) {
  return useQuery({ queryKey: publicPlanKeys.list(companyId), queryFn: () => fetchPublicPlans(companyId) });
}
