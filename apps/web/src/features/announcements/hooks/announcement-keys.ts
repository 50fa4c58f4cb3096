/** React Query keys of announcements: the page's searched lists and the top bar's active ones. */
export const announcementKeys = {
  all: ['announcements'] as const,
  pages: ['announcements', 'pages'] as const,
  page: (searchParam: string) => ['announcements', 'pages', searchParam] as const,
  active: ['announcements', 'active'] as const,
};
