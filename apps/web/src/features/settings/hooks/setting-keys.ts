/** React Query keys of the settings screen. */
export const settingKeys = {
  companies: ['settings', 'companies'] as const,
  plans: ['settings', 'plans'] as const,
  helps: ['settings', 'helps'] as const,
};

/** The help videos page caches its own list under this prefix; saving a help refreshes it. */
export const HELPS_PAGE_QUERY_PREFIX = ['helps'] as const;
