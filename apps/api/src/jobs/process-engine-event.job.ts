import { systemContext } from '../core/context.js';
import { receiveEngineEvent } from '../modules/messages/receive-engine-event.js';
import { processEngineEvents, type EngineEventJob } from './queues.js';

/**
 * Applies one queued engine event for its company. It waits for the commit (a failure makes Bull retry
 * with backoff) but not for the background work the event started (profile pictures).
 */
export async function performEngineEvent(job: EngineEventJob): Promise<void> {
  await receiveEngineEvent(systemContext(job.companyId, 'whatsapp event'), job.whatsappId, job.event);
}

/** Starts the conversations pipeline over the durable engine-event queue (worker process). */
export function startEngineEventProcessor(): void {
  processEngineEvents(performEngineEvent);
}
