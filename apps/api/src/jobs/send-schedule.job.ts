import { systemContext } from '../core/context.js';
import type { ScheduleJobRef } from '../core/schedule-timer.js';
import { rearmSchedules } from '../modules/schedules/rearm-schedules.js';
import { sendSchedule } from '../modules/schedules/send-schedule.js';
import { processScheduleJobs, type RepeatingJob } from './queues.js';

/** Sends one due schedule version for its company (the send is claimed, so a duplicate job sends nothing). */
export async function performScheduleJob(job: ScheduleJobRef): Promise<void> {
  await sendSchedule(systemContext(job.companyId, 'scheduled message'), job.scheduleId, job.version);
}

/** Starts sending due schedules (worker process). */
export function startScheduleProcessor(): void {
  processScheduleJobs(performScheduleJob);
}

/** Every five minutes: arms schedules whose arming failed and settles sends cut short (see rearmSchedules). */
export const rearmSchedulesJob: RepeatingJob = {
  name: 'rearm-schedules',
  everyMs: 5 * 60_000,
  perform: () => rearmSchedules(),
};
