import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { queryRows } from '../../core/sql.js';
import { TICKET_DTOS_JSON } from './ticket-json.sql.js';

/**
 * The DTOs of the company's tickets `ids`, in that order (others' and missing ones left out), written by Postgres
 * in one prepared statement: for hot paths that publish tickets (the inbound pipeline), where loading models with
 * their includes and presenting them costs several times the query. tickets.list-golden.test.ts holds this SQL
 * and presentTicket to the same output.
 */
export async function ticketDtos(ctx: ServiceContext, ids: number[]): Promise<TicketDTO[]> {
  if (ids.length === 0) return [];
  const [{ json }] = await queryRows<{ json: string }>(ctx, TICKET_DTOS_JSON, [ctx.companyId, ids]);
  return JSON.parse(json) as TicketDTO[];
}
