import { useQuery } from '@tanstack/react-query';
import { fetchHelpList } from '../api/helps-api';

/** The settings' Ajuda tab refreshes everything under ['helps'] after a change. */
export const helpKeys = { list: ['helps', 'list'] as const };

export function useHelpList() {
  return useQuery({ queryKey: helpKeys.list, queryFn: fetchHelpList });
}
