import { preparedStatement } from '../../core/sql.js';

// The dashboard's statements (docs/contract.md §7 Dashboard). Parameters: $1 companyId, $2 first local day,
// $3 last local day, $4 the company's time zone. A cycle belongs to the period when it was created (the
// customer queued) between the first day's local midnight and the midnight after the last day; Postgres turns
// the local days into instants with the zone's rules of that date (summer time included). Every statement names
// the company itself (core/sql.ts: the tenant guard does not see plain SQL) and reads the index
// ticket_trakings_company_created_cover only (migration 20261203090000-add-dashboard-indexes).

const PERIOD = `(SELECT ($2::date)::timestamp AT TIME ZONE $4 AS lo, ($3::date + 1)::timestamp AT TIME ZONE $4 AS hi)`;

/**
 * Every statement answers one row that also carries the company's `timezone` setting as its snapshot holds it: the
 * service ran it with the zone it last saw and learns from the same round trip whether that is still the company's
 * (dashboard-period.ts#inCompanyZone), instead of reading the setting first.
 */
const ZONE_SETTING = `(SELECT s.value FROM settings s WHERE s."companyId" = $1 AND s.key = 'timezone') AS "timezoneSetting"`;

/**
 * GET /dashboard: the period's cycles in one pass over the index, grouped by attendant, rating and whether the cycle
 * is finished (a few dozen groups); show-dashboard.ts adds the groups up into counters, averages and the attendants
 * table. Per row there are only interval subtractions summed as intervals; each group turns its sums into minutes
 * once (date_part on every row, plus GREATEST, was a third of the statement's CPU). A negative duration (clock
 * skew) counts as 0: the FILTER leaves it out of the sum, its count keeps it. A finished group's cycles with a
 * start are its supported ones (an unfinished one has none), so that count needs no per-row expression.
 */
export const DASHBOARD_SUMMARY = preparedStatement(
  'dashboard_summary',
  `WITH period AS ${PERIOD},
   groups AS (
     SELECT tt."userId", tt.rating, tt."finishedAt" IS NULL AS unfinished, count(*)::int AS cycles,
            CASE WHEN tt."finishedAt" IS NULL THEN 0 ELSE count(tt."startedAt")::int END AS supported,
            coalesce(date_part('epoch', sum(tt."finishedAt" - tt."startedAt") FILTER (WHERE tt."finishedAt" > tt."startedAt")), 0) / 60 AS "supportMinutes",
            count(tt."startedAt" - tt."queuedAt")::int AS waited,
            coalesce(date_part('epoch', sum(tt."startedAt" - tt."queuedAt") FILTER (WHERE tt."startedAt" > tt."queuedAt")), 0) / 60 AS "waitMinutes"
       FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi
      GROUP BY 1, 2, 3)
   SELECT
     (SELECT coalesce(json_agg(g), '[]'::json) FROM groups g) AS groups,
     (SELECT count(*)::int FROM contacts c, period p WHERE c."companyId" = $1 AND c."createdAt" >= p.lo AND c."createdAt" < p.hi) AS leads,
     (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'online', u.online) ORDER BY u.name, u.id), '[]'::json)
        FROM users u WHERE u."companyId" = $1) AS users,
     ${ZONE_SETTING}`,
);

/** GET /dashboard/ticketsUsers: cycles per attendant, most first (cycles nobody took are not anyone's). */
export const TICKETS_PER_USER = preparedStatement(
  'dashboard_tickets_per_user',
  `WITH period AS ${PERIOD},
   counted AS (
     SELECT tt."userId", count(*)::int AS total FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi AND tt."userId" IS NOT NULL GROUP BY 1)
   SELECT
     (SELECT coalesce(json_agg(json_build_object('userId', u.id, 'nome', u.name, 'quantidade', c.total) ORDER BY c.total DESC, u.name, u.id), '[]'::json)
        FROM counted c JOIN users u ON u.id = c."userId" AND u."companyId" = $1) AS data,
     ${ZONE_SETTING}`,
);

/**
 * GET /dashboard/ticketsDay over several days: every local day of the range, with its cycles (0 included). Each day
 * is its own range of the index (from its local midnight to the next one's, so a 23- or 25-hour day is whole), counted
 * where the index keeps it in order: no per-row work to find a cycle's day and no grouping (a binary search per row
 * among the days' first instants and a hash aggregate cost ~40% more).
 */
export const TICKETS_PER_DAY = preparedStatement(
  'dashboard_tickets_per_day',
  `SELECT
     (SELECT json_agg(json_build_object('data', to_char($2::date + d.n, 'YYYY-MM-DD'), 'total', c.total) ORDER BY d.n)
        FROM generate_series(0, $3::date - $2::date) AS d(n),
             LATERAL (SELECT count(*)::int AS total FROM ticket_trakings tt
                       WHERE tt."companyId" = $1 AND tt."createdAt" >= ($2::date + d.n)::timestamp AT TIME ZONE $4
                         AND tt."createdAt" < ($2::date + d.n + 1)::timestamp AT TIME ZONE $4) c) AS data,
     ${ZONE_SETTING}`,
);

/** GET /dashboard/ticketsDay over one day: its 24 local hours ('00:00' to '23:00'), with their cycles. */
export const TICKETS_PER_HOUR = preparedStatement(
  'dashboard_tickets_per_hour',
  `WITH period AS ${PERIOD},
   counted AS (
     SELECT EXTRACT(HOUR FROM tt."createdAt" AT TIME ZONE $4)::int AS hour, count(*)::int AS total
       FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi GROUP BY 1)
   SELECT
     (SELECT json_agg(json_build_object('horario', to_char(h.hour, 'FM00') || ':00', 'total', coalesce(c.total, 0)) ORDER BY h.hour)
        FROM generate_series(0, 23) AS h(hour) LEFT JOIN counted c ON c.hour = h.hour) AS data,
     ${ZONE_SETTING}`,
);
