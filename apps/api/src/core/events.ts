import { companyEvent, type CompanyEntity, type CompanyEventPayloads, type PlatformEventName, type PlatformEventPayloads } from '@zapdesk/shared';
import type { ServiceContext } from './context.js';

/**
 * Who may see one ticket live (§10 Tickets, list visibility): the company's admins always, plus the users
 * named here (the assigned one), the members of these queues (the ticket is pending in them), the users
 * with allTicket 'enabled' when `unqueued` (pending without a queue), and whoever follows the ticket's
 * conversation (joinChatBox). Computed by modules/tickets/ticket-audience.ts, mapped to rooms by realtime/.
 */
export interface TicketAudience {
  ticketId: number;
  userIds: number[];
  queueIds: number[];
  unqueued: boolean;
}

/** Where an event goes: the whole company, one user's sockets, or the audience of a ticket. */
export type EventTarget = { room: 'company' } | { room: 'user'; userId: number } | { room: 'ticket'; audience: TicketAudience } | PlatformTarget;
export type TicketTarget = Extract<EventTarget, { room: 'ticket' }>;

/**
 * Every signed-in socket of every company (platform notices such as announcements), or only the super
 * users' sockets, or only everyone else's (what super users alone may see stays off the others' sockets).
 */
export type PlatformTarget = { room: 'platform'; only?: 'supers' | 'others' };

/** Ticket and message events must name the ticket's audience: they never go company-wide. */
type TicketScoped = 'ticket' | 'appMessage';

/**
 * What observers (not sockets) learn about the change beyond the payload: for a ticket, its status before the
 * change, or null when this change created it (webhooks tell `ticket.created` and `ticket.closed` from it).
 */
export interface EventChange {
  before?: { status: string } | null;
}

export type DomainEvent<E extends CompanyEntity = CompanyEntity> = {
  entity: E;
  payload: CompanyEventPayloads[E];
  change?: EventChange;
} & (E extends TicketScoped ? { target: TicketTarget } : { target?: EventTarget });

/** Sees every company event once it is committed, beside the sockets (the webhooks, modules/webhooks). Must not throw or block. */
export type EventObserver = <E extends CompanyEntity>(companyId: number, entity: E, payload: CompanyEventPayloads[E], change: EventChange) => void;

export type EventSink = (companyId: number, event: string, payload: unknown, target: EventTarget) => void;

/**
 * A request to recompute live rooms from the database: the audience rooms of a user's sockets (their
 * profile, queues or allTicket changed, or they were deleted), who may still follow a ticket's
 * conversation (its owner or queue changed), or which sockets still hold a valid session.
 */
export type RoomResync =
  | { kind: 'user'; userId: number }
  | { kind: 'ticketWatchers'; ticketId: number }
  // A user's (or, without userId, the whole company's) sessions may have ended: re-check their sockets' tokens.
  | { kind: 'sessions'; userId?: number };
export type RoomResyncSink = (companyId: number, resync: RoomResync) => void;

let sink: EventSink = () => undefined;
let resyncSink: RoomResyncSink = () => undefined;
const observers = new Set<EventObserver>();

/** Set once by each process: the realtime emitter (Redis) in production, a recorder in tests. */
export function setEventSink(next: EventSink): void {
  sink = next;
}

/** Set once by each process next to the event sink (the realtime emitter); nothing happens without it. */
export function setRoomResyncSink(next: RoomResyncSink): void {
  resyncSink = next;
}

/** Adds an observer of committed company events (each process that publishes installs its own); answers its removal. */
export function observeEvents(observer: EventObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Runs after the outermost transaction commits (never for a rolled-back change); at once without one. */
function afterCommit(ctx: ServiceContext, send: () => void): void {
  if (ctx.transaction) ctx.transaction.afterCommit(send);
  else send();
}

/** Publishes an event after the commit. */
export function publish<E extends CompanyEntity>(ctx: ServiceContext, event: DomainEvent<E>): void {
  const target: EventTarget = event.target ?? { room: 'company' };
  afterCommit(ctx, () => {
    sink(ctx.companyId, companyEvent(ctx.companyId, event.entity), event.payload, target);
    for (const observer of observers) observer(ctx.companyId, event.entity, event.payload, event.change ?? {});
  });
}

/** Publishes a platform-wide event (its name carries no company, e.g. `company-announcement`) after the commit. */
export function publishPlatform<N extends PlatformEventName>(
  ctx: ServiceContext,
  event: N,
  payload: PlatformEventPayloads[N],
  only?: PlatformTarget['only'],
): void {
  afterCommit(ctx, () => sink(ctx.companyId, event, payload, { room: 'platform', ...(only && { only }) }));
}

/** Asks for live rooms to be recomputed after the commit, so they follow what was just saved. */
export function resyncRooms(ctx: ServiceContext, resync: RoomResync): void {
  afterCommit(ctx, () => resyncSink(ctx.companyId, resync));
}
