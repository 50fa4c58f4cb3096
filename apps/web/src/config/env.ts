/** The only reader of import.meta.env: the rest of the app imports `env`. */
const rawApiUrl = import.meta.env.VITE_API_URL;

export const env = {
  /** Base URL of the ZapDesk API, without a trailing slash. */
  apiUrl: (rawApiUrl && rawApiUrl.trim() !== '' ? rawApiUrl : 'http://localhost:8080').replace(/\/+$/, ''),
} as const;
