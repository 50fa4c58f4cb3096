import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchScheduleType } from '../api/queues-api';
import { queueKeys } from './queue-keys';

/** Whether queues keep their own business hours (setting scheduleType 'queue'), following live changes. */
export function useQueueSchedulesEnabled(enabled: boolean): boolean {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: queueKeys.scheduleType, queryFn: fetchScheduleType, enabled });
  useCompanyEvent(
    'settings',
    (payload) => {
      if (payload.setting.key === 'scheduleType') queryClient.setQueryData(queueKeys.scheduleType, payload.setting.value);
    },
    enabled,
  );
  return query.data === 'queue';
}
