import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { ClientEvents } from '@zapdesk/shared';
import { API_URL } from '../bench-env.js';

/**
 * A real socket.io client signed in as the company's admin, as the web app connects: it notes when
 * each message's `company-{id}-appMessage` (action create) arrives, keyed by the WhatsApp id.
 */
export class AppMessageListener {
  readonly arrivals = new Map<string, number>();
  private lastArrival = 0;
  private socket?: Socket;
  private waiters: { pending: Set<string>; resolve: () => void }[] = [];

  constructor(private readonly companyId: number, private readonly token: string) {}

  async connect(): Promise<void> {
    const socket = io(API_URL, { transports: ['websocket'], query: { token: this.token }, reconnection: false });
    this.socket = socket;
    socket.on(`company-${this.companyId}-appMessage`, (payload: { action: string; message: { wid: string | null } }) => {
      if (payload.action !== 'create' || !payload.message.wid || this.arrivals.has(payload.message.wid)) return;
      this.lastArrival = performance.now();
      this.arrivals.set(payload.message.wid, this.lastArrival);
      for (const waiter of this.waiters) waiter.pending.delete(payload.message.wid);
      this.settleWaiters();
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket did not connect: ${error.message}`)));
    });
    // Like the web app's notification bell: ticket and message events reach the sockets that asked.
    const joined = (await socket.timeout(10_000).emitWithAck(ClientEvents.joinNotification)) as { ok?: boolean } | undefined;
    if (joined && joined.ok === false) throw new Error('the server refused joinNotification');
  }

  /**
   * Resolves when every id has arrived, or once no event has come for `stallMs` (the caller counts what
   * is missing): a slow pipeline still gets to finish, a stuck one does not hang the run.
   */
  waitFor(wids: string[], stallMs: number): Promise<void> {
    return new Promise((resolve) => {
      const since = performance.now();
      const waiter = { pending: new Set(wids.filter((wid) => !this.arrivals.has(wid))), resolve: () => resolve() };
      const watchdog = setInterval(() => {
        if (performance.now() - Math.max(since, this.lastArrival) < stallMs) return;
        this.waiters = this.waiters.filter((other) => other !== waiter);
        waiter.resolve();
      }, 1000);
      waiter.resolve = () => {
        clearInterval(watchdog);
        resolve();
      };
      this.waiters.push(waiter);
      this.settleWaiters();
    });
  }

  private settleWaiters(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (waiter.pending.size === 0) waiter.resolve();
      return waiter.pending.size > 0;
    });
  }

  close(): void {
    this.socket?.disconnect();
  }
}
