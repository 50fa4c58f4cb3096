import { preparedStatement } from '../../core/sql.js';

// The dashboard's statements (docs/contract.md §7 Dashboard). Parameters: $1 companyId, $2 first local day,
// $3 last local day, $4 the company's time zone. A cycle belongs to the period when it was created (the
// customer queued) between the first day's local midnight and the midnight after the last day; Postgres turns
// the local days into instants with the zone's rules of that date (summer time included). Every statement names
// the company itself (core/sql.ts: the tenant guard does not see plain SQL) and reads the index
// ticket_trakings_company_created_cover only (migration 20261203090000-add-dashboard-indexes).

const PERIOD = `(SELECT ($2::date)::timestamp AT TIME ZONE $4 AS lo, ($3::date + 1)::timestamp AT TIME ZONE $4 AS hi)`;

/**
 * GET /dashboard: the period's cycles in one pass over the index, grouped by attendant, rating and whether the cycle
 * is finished (a few dozen groups, five aggregates each: about half the work of one group per attendant with a
 * dozen FILTERed aggregates); show-dashboard.ts adds the groups up into counters, averages and the attendants table.
 * Durations are minutes in float8 (EXTRACT's numeric is slower to sum); a negative one (clock skew) counts as 0, and
 * GREATEST(0, NULL) is 0 too, which adds nothing to a sum whose count leaves the NULL out.
 */
export const DASHBOARD_SUMMARY = preparedStatement(
  'dashboard_summary',
  `WITH period AS ${PERIOD},
   groups AS (
     SELECT tt."userId", tt.rating, tt."finishedAt" IS NULL AS unfinished, count(*)::int AS cycles,
            count(tt."finishedAt" - tt."startedAt")::int AS supported,
            coalesce(sum(GREATEST(0, date_part('epoch', tt."finishedAt" - tt."startedAt"))), 0) / 60 AS "supportMinutes",
            count(tt."startedAt" - tt."queuedAt")::int AS waited,
            coalesce(sum(GREATEST(0, date_part('epoch', tt."startedAt" - tt."queuedAt"))), 0) / 60 AS "waitMinutes"
       FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi
      GROUP BY 1, 2, 3)
   SELECT
     (SELECT coalesce(json_agg(g), '[]'::json) FROM groups g) AS groups,
     (SELECT count(*)::int FROM contacts c, period p WHERE c."companyId" = $1 AND c."createdAt" >= p.lo AND c."createdAt" < p.hi) AS leads,
     (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'online', u.online) ORDER BY u.name, u.id), '[]'::json)
        FROM users u WHERE u."companyId" = $1) AS users`,
);

/** GET /dashboard/ticketsUsers: cycles per attendant, most first (cycles nobody took are not anyone's). */
export const TICKETS_PER_USER = preparedStatement(
  'dashboard_tickets_per_user',
  `WITH period AS ${PERIOD},
   counted AS (
     SELECT tt."userId", count(*)::int AS total FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi AND tt."userId" IS NOT NULL GROUP BY 1)
   SELECT u.id AS "userId", u.name AS nome, c.total AS quantidade
     FROM counted c JOIN users u ON u.id = c."userId" AND u."companyId" = $1
    ORDER BY quantidade DESC, nome, u.id`,
);

/**
 * GET /dashboard/ticketsDay over several days: every local day of the range, with its cycles (0 included). Each
 * cycle finds its day by a binary search among the days' first instants (width_bucket), a third cheaper than
 * converting every row to local time.
 */
export const TICKETS_PER_DAY = preparedStatement(
  'dashboard_tickets_per_day',
  `WITH days AS (
     SELECT row_number() OVER (ORDER BY d) AS slot, d::date AS day, (d::date)::timestamp AT TIME ZONE $4 AS starts
       FROM generate_series($2::date, $3::date + 1, interval '1 day') AS d),
   edges AS (SELECT array_agg(starts ORDER BY slot) AS e FROM days),
   counted AS (
     SELECT width_bucket(tt."createdAt", edges.e) AS slot, count(*)::int AS total
       FROM ticket_trakings tt, edges
      WHERE tt."companyId" = $1 AND tt."createdAt" >= edges.e[1] AND tt."createdAt" < edges.e[array_length(edges.e, 1)] GROUP BY 1)
   SELECT to_char(days.day, 'YYYY-MM-DD') AS data, coalesce(c.total, 0) AS total
     FROM days LEFT JOIN counted c ON c.slot = days.slot WHERE days.day <= $3::date ORDER BY days.slot`,
);

/** GET /dashboard/ticketsDay over one day: its 24 local hours ('00:00' to '23:00'), with their cycles. */
export const TICKETS_PER_HOUR = preparedStatement(
  'dashboard_tickets_per_hour',
  `WITH period AS ${PERIOD},
   counted AS (
     SELECT EXTRACT(HOUR FROM tt."createdAt" AT TIME ZONE $4)::int AS hour, count(*)::int AS total
       FROM ticket_trakings tt, period p
      WHERE tt."companyId" = $1 AND tt."createdAt" >= p.lo AND tt."createdAt" < p.hi GROUP BY 1)
   SELECT to_char(h.hour, 'FM00') || ':00' AS horario, coalesce(c.total, 0) AS total
     FROM generate_series(0, 23) AS h(hour) LEFT JOIN counted c ON c.hour = h.hour ORDER BY h.hour`,
);
