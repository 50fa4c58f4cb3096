import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { campaignQueries } from '../../resources/campaigns/keys';
import { useLiveEvent } from '../../live/useLiveEvent';

/** Spec §9: the report reads the campaign again 5 s after a live update reporting FINALIZADA. */
export const REPORT_REFETCH_AFTER_FINISH_MS = 5000;

/**
 * One campaign for its report: live through the campaign applier (every event lands in this query), and read
 * again 5 s after it reports FINALIZADA so the last deliveries counted after the event show too.
 */
export function useCampaignReport(id: number) {
  const query = useQuery(campaignQueries.detail(id));
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  useLiveEvent('campaign', (payload) => {
    if (payload.action !== 'delete' && payload.record.id === id && payload.record.status === 'FINALIZADA') setFinishedAt(Date.now());
  });
  const { refetch } = query;
  useEffect(() => {
    if (finishedAt === null) return undefined;
    const timer = setTimeout(() => void refetch(), REPORT_REFETCH_AFTER_FINISH_MS);
    return () => clearTimeout(timer);
  }, [finishedAt, refetch]);
  return query;
}
