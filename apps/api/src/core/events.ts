import { companyEvent, type CompanyEntity, type CompanyEventPayloads } from '@zapdesk/shared';
import type { ServiceContext } from './context.js';

/** Where an event goes: the whole company, or one user's sockets. */
export type EventTarget = { room: 'company' } | { room: 'user'; userId: number };

export interface DomainEvent<E extends CompanyEntity = CompanyEntity> {
  entity: E;
  payload: CompanyEventPayloads[E];
  target?: EventTarget;
}

export type EventSink = (companyId: number, event: string, payload: unknown, target: EventTarget) => void;

let sink: EventSink = () => undefined;

/** Set once by each process: the realtime emitter (Redis) in production, a recorder in tests. */
export function setEventSink(next: EventSink): void {
  sink = next;
}

/**
 * Publishes after the outermost transaction commits (never for a rolled-back change);
 * immediately when the context has no transaction.
 */
export function publish<E extends CompanyEntity>(ctx: ServiceContext, event: DomainEvent<E>): void {
  const send = () =>
    sink(ctx.companyId, companyEvent(ctx.companyId, event.entity), event.payload, event.target ?? { room: 'company' });
  if (ctx.transaction) ctx.transaction.afterCommit(send);
  else send();
}
