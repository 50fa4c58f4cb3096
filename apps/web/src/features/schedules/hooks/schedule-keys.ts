/** React Query keys of the schedules screen. */
export const scheduleKeys = {
  all: ['schedules'] as const,
  range: (searchParam: string, from: string, to: string) => ['schedules', 'range', searchParam, from, to] as const,
  contactSearch: (searchParam: string) => ['schedules', 'contact-search', searchParam] as const,
  contact: (id: number) => ['schedules', 'contact', id] as const,
};
