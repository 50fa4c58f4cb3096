import type { RepeatingJob } from './queues.js';
import { setIdleUsersOffline } from '../modules/users/set-user-online.js';

/** Every minute: users without a heartbeat for five minutes go offline. */
export const setUsersOfflineJob: RepeatingJob = {
  name: 'set-users-offline',
  everyMs: 60_000,
  perform: setIdleUsersOffline,
};
