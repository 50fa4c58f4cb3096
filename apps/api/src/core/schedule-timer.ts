/** One armed version of a schedule: what its delayed job carries (ids + companyId, per the job rules). */
export interface ScheduleJobRef {
  companyId: number;
  scheduleId: number;
  version: number;
}

/**
 * The port use-cases arm and disarm schedules through. Each process that changes schedules installs the
 * Bull-backed one from jobs/queues.ts (use-cases never import bull); tests install it too.
 */
export interface ScheduleTimer {
  /** Arms the one delayed job of this schedule version to run at sendAt; arming it again changes nothing. */
  arm(ref: ScheduleJobRef, sendAt: Date): Promise<void>;
  /** Removes the job of this schedule version; a job already gone or running is fine. */
  disarm(ref: ScheduleJobRef): Promise<void>;
}

let timer: ScheduleTimer | null = null;

/** Set once by the http and worker processes (and by tests). */
export function setScheduleTimer(next: ScheduleTimer | null): void {
  timer = next;
}

/** The installed timer; null where none was installed (a schedule then waits for the worker's re-arming). */
export function scheduleTimer(): ScheduleTimer | null {
  return timer;
}
