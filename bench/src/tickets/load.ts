import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { summarize, type LatencySummary } from '../stats.js';

export interface LoadResult {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  latency: LatencySummary;
}

/**
 * `amount` GETs of one URL over `connections` keep-alive connections (autocannon), each connection
 * sending its next request as soon as the previous answer arrives. Percentiles come from every response's
 * own time (autocannon's summary has no p95).
 */
export async function loadUrl(url: string, token: string, options: { connections: number; amount: number }): Promise<LoadResult> {
  const times: number[] = [];
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: options.connections, amount: options.amount, timeout: 30, headers: { authorization: `Bearer ${token}` } },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      lastResponse = performance.now();
    });
  });
  // From the start to the last answer: autocannon reports (and even ends) a run on a one-second tick, which
  // would read a 2.2 s run as 3 s.
  const seconds = (lastResponse - started) / 1000;
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latency: summarize(times),
  };
}
