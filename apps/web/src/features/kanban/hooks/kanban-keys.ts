/** React Query keys of the kanban board. */
export const kanbanKeys = {
  lanes: ['kanban', 'lanes'] as const,
  tickets: (queueIds: number[] | null) => ['kanban', 'tickets', queueIds === null ? 'all' : queueIds.join(',')] as const,
};
