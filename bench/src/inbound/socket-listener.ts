import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { ClientEvents } from '@zapdesk/shared';
import { API_URL } from '../bench-env.js';

interface AppMessageEvent {
  action: string;
  message: { wid: string | null; ticketId: number; ack: number };
}

/**
 * A real socket.io client signed in as the company's admin, as the web app connects: it notes when each
 * message's `company-{id}-appMessage` create arrives (keyed by WhatsApp id), the order they arrive in per
 * ticket, and when an update first shows a message read (ack ≥ 3).
 */
export class AppMessageListener {
  readonly arrivals = new Map<string, number>();
  readonly readAt = new Map<string, number>();
  /** WhatsApp ids of each ticket's messages in the order their create events arrived. */
  readonly orderByTicket = new Map<number, string[]>();
  private lastArrival = 0;
  private socket?: Socket;
  private waiters: { pending: Set<string>; seen: Map<string, number>; resolve: () => void }[] = [];

  constructor(
    private readonly companyId: number,
    private readonly token: string,
  ) {}

  async connect(): Promise<void> {
    const socket = io(API_URL, { transports: ['websocket'], query: { token: this.token }, reconnection: false });
    this.socket = socket;
    socket.on(`company-${this.companyId}-appMessage`, ({ action, message }: AppMessageEvent) => {
      const { wid } = message;
      if (!wid) return;
      if (action === 'create' && !this.arrivals.has(wid)) {
        this.note(wid, this.arrivals);
        this.orderByTicket.set(message.ticketId, [...(this.orderByTicket.get(message.ticketId) ?? []), wid]);
      } else if (action === 'update' && message.ack >= 3 && !this.readAt.has(wid)) {
        this.note(wid, this.readAt);
      }
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(new Error(`socket did not connect: ${error.message}`)));
    });
    // Like the web app's notification bell: ticket and message events reach the sockets that asked.
    const joined = (await socket.timeout(10_000).emitWithAck(ClientEvents.joinNotification)) as { ok?: boolean } | undefined;
    if (joined && joined.ok === false) throw new Error('the server refused joinNotification');
  }

  private note(wid: string, into: Map<string, number>): void {
    this.lastArrival = performance.now();
    into.set(wid, this.lastArrival);
    for (const waiter of this.waiters) if (waiter.seen === into) waiter.pending.delete(wid);
    this.settleWaiters();
  }

  /**
   * Resolves when every id has arrived (created, or read with `read`), or once no event has come for
   * `stallMs` (the caller counts what is missing): a slow pipeline still gets to finish, a stuck one does not hang.
   */
  waitFor(wids: string[], stallMs: number, kind: 'created' | 'read' = 'created'): Promise<void> {
    const seen = kind === 'created' ? this.arrivals : this.readAt;
    return new Promise((resolve) => {
      const since = performance.now();
      const waiter = { pending: new Set(wids.filter((wid) => !seen.has(wid))), seen, resolve: () => resolve() };
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
