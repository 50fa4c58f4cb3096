import type { UserDTO } from '@zapdesk/shared';
import { isAdmin } from '../../session/permissions';

/** §6 rule names of the tickets screen; each is granted to admins only. */
export type TicketsRule = 'tickets-manager:showall';

/** Whether the user's profile may perform `rule` on the tickets screen. */
export function canTickets(user: UserDTO | null, rule: TicketsRule): boolean {
  switch (rule) {
    case 'tickets-manager:showall':
      return isAdmin(user);
  }
}
