import { Company } from './Company.js';
import { Help } from './Help.js';
import { Plan } from './Plan.js';
import { Queue } from './Queue.js';
import { Setting } from './Setting.js';
import { User } from './User.js';
import { UserQueue } from './UserQueue.js';

/** Every model, registered with Sequelize at start. */
export const models = [Plan, Company, Setting, User, Queue, UserQueue, Help] as const;

export { Company, Help, Plan, Queue, Setting, User, UserQueue };
