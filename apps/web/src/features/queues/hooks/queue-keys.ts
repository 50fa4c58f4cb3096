/** React Query keys of the queues screen. */
export const queueKeys = {
  list: ['queues', 'list'] as const,
  options: (queueId: number) => ['queues', 'options', queueId] as const,
  scheduleType: ['queues', 'schedule-type'] as const,
};
