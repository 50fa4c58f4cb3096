// The one place time comes from, so tests move time instead of sleeping.
let offsetMs = 0;
// Set by tests that must not see time pass on a loaded machine (a 1 s window elapsing between two requests).
let frozenAtMs: number | null = null;

/** The current time as the application sees it. */
export function now(): Date {
  return new Date((frozenAtMs ?? Date.now()) + offsetMs);
}

/** Today's date as YYYY-MM-DD (UTC). */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds months to a YYYY-MM-DD date, clamping to the month's last day. */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.toISOString().slice(0, 10);
}

/** Test hook: shifts the application clock. */
export function travel(ms: number): void {
  offsetMs += ms;
}

/** Test hook: stops the clock where it is now; `travel` still moves it. */
export function freezeClock(): void {
  frozenAtMs = Date.now();
}

/** Test hook: returns the clock to real time. */
export function resetClock(): void {
  offsetMs = 0;
  frozenAtMs = null;
}
