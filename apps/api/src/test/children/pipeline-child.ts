import { createEngineEventProcessor } from '../../jobs/process-engine-event.job.js';
import { db } from '../../db/sequelize.js';

// A worker stand-in for the pipeline crash test: the real engine-event processor in a process of its own, so
// the test can SIGKILL it in the middle of a batch. Settings come from the environment (the test's database
// and Redis prefix); argv: leaseMs maxChats maxEventsPerChat. It runs until killed.

db();
const [leaseMs, maxChats, maxEventsPerChat] = process.argv.slice(2).map(Number);
createEngineEventProcessor({ loops: 2, leaseMs, limits: { maxChats, maxEventsPerChat, maxEvents: maxChats * maxEventsPerChat } });
console.log('processing');
