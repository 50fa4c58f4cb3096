import { setUsersOfflineJob } from './set-users-offline.job.js';

/** Every repeating job the worker runs. */
export const repeatingJobs = [setUsersOfflineJob];
