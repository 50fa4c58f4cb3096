import type { UserDTO } from '@zapdesk/shared';
import { isAdmin, isSuper } from '../../session/permissions';

/** §6 rule names of the contacts screen. */
export type ContactsRule = 'contacts-page:deleteContact';

/** Whether the user may perform `rule`; mirrors the API (admins and the super user), which enforces it. */
export function canContacts(user: UserDTO | null, rule: ContactsRule): boolean {
  switch (rule) {
    case 'contacts-page:deleteContact':
      return isAdmin(user) || isSuper(user);
  }
}
