import { Company } from './Company.js';
import { Help } from './Help.js';
import { Plan } from './Plan.js';
import { Queue } from './Queue.js';
import { Setting } from './Setting.js';
import { User } from './User.js';
import { UserQueue } from './UserQueue.js';
import { Whatsapp } from './Whatsapp.js';
import { WhatsappAuthKey } from './WhatsappAuthKey.js';
import { WhatsappQueue } from './WhatsappQueue.js';
import { WhatsappSentMessage } from './WhatsappSentMessage.js';
import { SandboxMessage } from './SandboxMessage.js';

/** Every model, registered with Sequelize at start. */
export const models = [
  Plan, Company, Setting, User, Queue, UserQueue, Help,
  Whatsapp, WhatsappQueue, WhatsappAuthKey, WhatsappSentMessage, SandboxMessage,
] as const;

export {
  Company, Help, Plan, Queue, SandboxMessage, Setting, User, UserQueue,
  Whatsapp, WhatsappAuthKey, WhatsappQueue, WhatsappSentMessage,
};
