import type { ScheduleDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { loadScheduleDto } from './schedules.queries.js';

/** GET /schedules/:id: any schedule of the company (the calendar is shared by its users). */
export function showSchedule(ctx: ServiceContext, id: number): Promise<ScheduleDTO> {
  return loadScheduleDto(ctx, id);
}
