import { useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { fetchSchedulesInRange } from '../api/schedules-api';
import { useLiveEvent } from '../../../live/useLiveEvent';
import type { CalendarRange } from '../schedule-calendar';
import { scheduleKeys } from './schedule-keys';

/**
 * The schedules of the period the calendar shows, kept current by the `schedule` socket event: any create,
 * update or delete reloads the shown period (an event may move a schedule in or out of it).
 */
export function useSchedules(searchParam: string, range: CalendarRange) {
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: scheduleKeys.range(searchParam, from, to),
    queryFn: () => fetchSchedulesInRange({ searchParam, sendAtFrom: from, sendAtTo: to }),
    placeholderData: keepPreviousData,
  });

  useLiveEvent('schedule', () => {
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  });

  return {
    schedules: query.data?.schedules ?? [],
    count: query.data?.count ?? 0,
    isLoading: query.isPending,
    isError: query.isError,
    reload: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  };
}
