// The dashboard's answers (contract §3 Dashboard counters and attendant row, §7 Dashboard). Times are minutes
// (the screen shows them as 'HH h mm m'); an average over nothing is null.

/** The period options of the filter (§9 Dashboard); the API takes any whole number of days in this span. */
export const DashboardPeriods = [3, 7, 15, 30, 60, 90] as const;
export const DASHBOARD_MIN_DAYS = 3;
export const DASHBOARD_MAX_DAYS = 90;
/** The longest date range a dashboard query reads (a year and a day). */
export const DASHBOARD_MAX_RANGE_DAYS = 366;

export interface DashboardRatings {
  /** Rated cycles in the period. */
  count: number;
  /** Their average, 1 to 3 (§9: 1 dissatisfied, 2 satisfied, 3 very satisfied). */
  average: number | null;
  /** How many cycles got each rating. */
  byScore: { 1: number; 2: number; 3: number };
}

export interface DashboardCounters {
  /** Cycles being attended (accepted, not finished). */
  supportHappening: number;
  /** Cycles waiting for an attendant (not accepted, not finished). */
  supportPending: number;
  /** Finished cycles. */
  supportFinished: number;
  /** Contacts created in the period. *Ours:* the 'new contacts' card. */
  leads: number;
  /** From acceptance to finish, over the finished cycles that were accepted. */
  avgSupportTime: number | null;
  /** From queueing to acceptance, over the accepted cycles. */
  avgWaitTime: number | null;
  ratings: DashboardRatings;
}

export interface DashboardAttendant {
  id: number;
  name: string;
  online: boolean;
  /** Cycles of the period that ended up with this attendant. */
  tickets: number;
  /** Average rating of their rated cycles (1 to 3). */
  rating: number | null;
  avgSupportTime: number | null;
  avgWaitTime: number | null;
}

/** GET /dashboard: the period read (in the company's time zone), the counters and the attendants table. */
export interface DashboardDTO {
  period: { from: string; to: string; timezone: string };
  counters: DashboardCounters;
  attendants: DashboardAttendant[];
}

/** GET /dashboard/ticketsUsers: cycles per attendant (the 'tickets per user' chart). */
export interface TicketsPerUserDTO {
  data: { userId: number; nome: string; quantidade: number }[];
  count: number;
}

/** GET /dashboard/ticketsDay: cycles per day, or per hour when the range is one day; every slot present. */
export type TicketsPerDaySlot = { data: string; total: number } | { horario: string; total: number };
export interface TicketsPerDayDTO {
  data: TicketsPerDaySlot[];
  count: number;
}

/** Minutes as the dashboard shows them: 'HH h mm m' (§9 Dashboard). */
export function formatMinutes(minutes: number | null): string {
  const whole = Math.max(0, Math.round(minutes ?? 0));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(whole / 60))} h ${pad(whole % 60)} m`;
}

/** The attendants table as CSV (separator ';', like contatos.csv), for the screen's export button. */
export function attendantsCsv(
  rows: DashboardAttendant[],
  headers: {
    name: string;
    rating: string;
    tickets: string;
    avgWaitTime: string;
    avgSupportTime: string;
    online: string;
  },
): string {
  // A leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection): quote it as text.
  const cell = (raw: string) => {
    const value = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
    return /[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  const lines = [[headers.name, headers.rating, headers.tickets, headers.avgWaitTime, headers.avgSupportTime, headers.online].map(cell).join(';')];
  for (const row of rows) {
    lines.push(
      [
        row.name,
        row.rating === null ? '' : row.rating.toFixed(2),
        String(row.tickets),
        formatMinutes(row.avgWaitTime),
        formatMinutes(row.avgSupportTime),
        row.online ? '1' : '0',
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
