import { resendAbandonedOutgoing } from '../modules/messages/resend-abandoned-outgoing.js';
import type { RepeatingJob } from './queues.js';

/** Every five seconds: sends again what a dead process left in the outbox (see resendAbandonedOutgoing). */
export const resendOutboxJob: RepeatingJob = {
  name: 'resend-outbox',
  everyMs: 5_000,
  perform: () => resendAbandonedOutgoing(),
};
