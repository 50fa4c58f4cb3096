import type { PlanFlag, UserDTO } from '@zapdesk/shared';
import { canSeeCampaigns, hasPlanFlag, isSuper } from '../session/permissions';

/** What a page needs beyond a signed-in user (spec §2 and §6). */
export type Access = { kind: 'plan'; flag: PlanFlag } | { kind: 'campaigns' } | { kind: 'super' };

/** Whether the user may open a page or see its menu entry. */
export function hasAccess(user: UserDTO | null, access: Access | undefined): boolean {
  if (!access) return true;
  switch (access.kind) {
    case 'plan':
      return hasPlanFlag(user, access.flag);
    case 'campaigns':
      return canSeeCampaigns(user);
    case 'super':
      return isSuper(user);
  }
}
