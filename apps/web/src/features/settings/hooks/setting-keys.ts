/** React Query keys of the settings screen. */
export const settingKeys = {
  settings: ['settings', 'list'] as const,
  company: (id: number) => ['settings', 'company', id] as const,
  companies: ['settings', 'companies'] as const,
  plans: ['settings', 'plans'] as const,
  helps: ['settings', 'helps'] as const,
};

/** The help videos page caches its own list under this prefix; saving a help refreshes it. */
export const HELPS_PAGE_QUERY_PREFIX = ['helps'] as const;
