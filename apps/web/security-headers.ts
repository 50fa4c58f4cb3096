// The web app's security headers, in one place: `vite preview` (what `npm start` serves) sends them from
// vite.config.ts, and nginx-security-headers.conf (the Docker image) must say the same, which
// src/security-headers.test.ts checks. The CSP allows exactly what the app loads.

/** Where the API lives as the browser sees it: its HTTP origin and the socket's ws(s) origin. */
export interface ApiOrigins {
  http: string;
  socket: string;
}

/** The origins of an API URL ('http://localhost:8080/x' → http://localhost:8080 and ws://localhost:8080). */
export function apiOrigins(apiUrl: string): ApiOrigins {
  const { origin } = new URL(apiUrl);
  return { http: origin, socket: origin.replace(/^http/, 'ws') };
}

/**
 * The Content-Security-Policy: scripts only from the app's own files (no inline script, no eval, no
 * blob: worklet); styles also inline (MUI's emotion writes <style> elements and style attributes);
 * images and media also from blob: and data: (media are fetched with the token and shown through object
 * URLs), from the API (announcement pictures) and WhatsApp's CDN (profile pictures), help thumbnails from
 * YouTube; the API and its socket for connections; help videos are the only frames; nobody frames the app.
 */
export function contentSecurityPolicy(api: ApiOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.http} https://*.whatsapp.net https://img.youtube.com`,
    `media-src 'self' data: blob: ${api.http}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api.http} ${api.socket}`,
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of the web app's responses. */
export function securityHeaders(api: ApiOrigins): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(api),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
