import { createServer, type RequestListener, type Server } from 'node:http';

/** The largest request head (request line + headers) accepted; more is answered 431 by Node itself. */
export const MAX_HEADER_BYTES = 16 * 1024;

/**
 * How long an idle kept-alive connection stays open. Longer than the clients' own idle timeouts (a proxy's, Node's
 * fetch: 4 s) so it is always the client that closes: with Node's default of 5 s a request sent on a connection
 * the server was just closing fails with "other side closed" (seen under load in the web's live-API tests).
 */
const KEEP_ALIVE_MS = 65_000;

/** The API's HTTP server: the request head is bounded, so no client can make it buffer megabytes of headers. */
export function createHttpServer(app: RequestListener): Server {
  return createServer({ maxHeaderSize: MAX_HEADER_BYTES, keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1000 }, app);
}
