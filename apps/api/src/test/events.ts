import type { EventTarget } from '../core/events.js';

export interface RecordedEvent {
  companyId: number;
  event: string;
  payload: unknown;
  target: EventTarget;
}

const recorded: RecordedEvent[] = [];

/** The test event sink: remembers what the code published (after commit). */
export function recordEvent(companyId: number, event: string, payload: unknown, target: EventTarget): void {
  recorded.push({ companyId, event, payload, target });
}

/** Events published so far for one company. */
export function eventsFor(companyId: number): RecordedEvent[] {
  return recorded.filter((e) => e.companyId === companyId);
}
