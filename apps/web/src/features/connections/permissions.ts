import type { UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';

/** §6 rule names of the Connections screen; each is granted to admins only. */
export type ConnectionRule = 'connections-page:addConnection' | 'connections-page:actionButtons' | 'connections-page:editOrDeleteConnection';

/** Whether the user's profile may perform `rule` on the Connections screen. */
export function canConnections(user: UserDTO | null, rule: ConnectionRule): boolean {
  switch (rule) {
    case 'connections-page:addConnection':
    case 'connections-page:actionButtons':
    case 'connections-page:editOrDeleteConnection':
      return isAdmin(user);
  }
}
