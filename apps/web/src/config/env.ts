/** The only reader of import.meta.env: the rest of the app imports `env`. */
declare global {
  interface Window {
    /**
     * The API's URL named at run time by /config.js, which index.html loads before the app: the Docker image's
     * entrypoint writes it from API_URL at container start and the e2e server answers it, so one build serves
     * any domain. When it names nothing (`npm start`, the dev server), the build-time VITE_API_URL applies.
     */
    __ZAPDESK_API_URL__?: string;
  }
}

const rawApiUrl = (typeof window !== 'undefined' ? window.__ZAPDESK_API_URL__ : undefined) ?? import.meta.env.VITE_API_URL;

export const env = {
  /** Base URL of the ZapDesk API, without a trailing slash. */
  apiUrl: (rawApiUrl && rawApiUrl.trim() !== '' ? rawApiUrl : 'http://localhost:8080').replace(/\/+$/, ''),
} as const;
