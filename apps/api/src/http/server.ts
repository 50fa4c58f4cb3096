import { createServer, type RequestListener, type Server } from 'node:http';

/** The largest request head (request line + headers) accepted; more is answered 431 by Node itself. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** The API's HTTP server: the request head is bounded, so no client can make it buffer megabytes of headers. */
export function createHttpServer(app: RequestListener): Server {
  return createServer({ maxHeaderSize: MAX_HEADER_BYTES }, app);
}
