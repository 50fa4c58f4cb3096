import type { PlanFlag, UserDTO } from '@zapdesk/shared';
import { StorageKeys, readStorage } from '../lib/storage';

export function isAdmin(user: UserDTO | null): boolean {
  return user?.profile === 'admin';
}

export function isSuper(user: UserDTO | null): boolean {
  return user?.super === true;
}

/** A plan flag of the user's company; a missing plan means the feature is off. */
export function hasPlanFlag(user: UserDTO | null, flag: PlanFlag): boolean {
  return user?.company?.plan?.[flag] === true;
}

/** The campaign area needs both the plan flag and the cshow key (spec §2). */
export function canSeeCampaigns(user: UserDTO | null): boolean {
  return hasPlanFlag(user, 'useCampaigns') && readStorage(StorageKeys.cshow) !== null;
}
