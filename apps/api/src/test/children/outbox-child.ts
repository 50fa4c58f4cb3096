import { closeLiveness } from '../../core/liveness.js';
import { systemContext } from '../../core/context.js';
import { closeRedis } from '../../core/redis.js';
import { closeDb, db } from '../../db/sequelize.js';
import { settleOutbox } from '../../modules/messages/outbox-sender.js';
import { receiveEngineEvent } from '../../modules/messages/receive-engine-event.js';
import { resendAbandonedOutgoing } from '../../modules/messages/resend-abandoned-outgoing.js';

// A worker stand-in for the outbox crash tests: the real pipeline entry and outbox in a process of its own,
// so a test can SIGKILL it at the very moment it sends. The test passes its settings in the environment
// (its database, its Redis prefix, the gateway URL to use).
//   receive <companyId> <whatsappId> <phone> <body>   a customer writes; the bot's answer is committed and sent
//   sweep <companyId>                                 the worker's boot sweep of the outbox for that company

db();
const [mode, ...args] = process.argv.slice(2);
if (mode === 'receive') {
  const [companyId, whatsappId, phone, body] = args;
  await receiveEngineEvent(systemContext(Number(companyId), 'outbox crash test'), Number(whatsappId), {
    type: 'message',
    message: {
      id: `CHILD${Date.now()}`,
      chatId: `${phone}@s.whatsapp.net`,
      fromMe: false,
      isGroup: false,
      sender: { phone, pushName: 'Cliente' },
      timestamp: Math.floor(Date.now() / 1000),
      body,
    },
  });
  await settleOutbox();
} else if (mode === 'sweep') {
  console.log(JSON.stringify(await resendAbandonedOutgoing({ companyIds: [Number(args[0])], wait: true })));
} else {
  throw new Error(`unknown mode ${mode}`);
}
await closeLiveness();
await closeDb();
await closeRedis();
process.exit(0);
