import * as yup from 'yup';
import type { AllTicket, Profile, UserDTO } from '@zapdesk/shared';
import type { UserPayload } from '../../resources/users/api';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  profile: Profile;
  allTicket: AllTicket;
  /** '' means no default connection (a select needs a string). */
  whatsappId: string;
  queueIds: number[];
}

// Messages are i18n keys: validation.* (§5's 'Too Short!', 'Too Long!', 'Required', 'Invalid email', in the user's language).
const name = yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required');
const email = yup.string().trim().email('validation.invalidEmail').required('validation.required');
const password = yup.string().min(5, 'validation.tooShort').max(50, 'validation.tooLong');

/** Spec §5 user rules; a new user needs a password, an edit keeps the old one when left blank. */
export function userFormSchema(isNew: boolean) {
  return yup.object({ name, email, password: isNew ? password.required('validation.required') : password });
}

/** Spec §9 user defaults: profile 'user', allTicket 'desabled'. */
export function initialUserValues(user: UserDTO | null): UserFormValues {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    profile: user?.profile ?? 'user',
    allTicket: user?.allTicket ?? 'desabled',
    whatsappId: user?.whatsappId ? String(user.whatsappId) : '',
    queueIds: user?.queues.map((q) => q.id) ?? [],
  };
}

/** The body of POST/PUT /users; only admins send profile, queues, connection and allTicket (spec §6). */
export function toUserPayload(values: UserFormValues, asAdmin: boolean): UserPayload {
  const payload: UserPayload = { name: values.name.trim(), email: values.email.trim() };
  if (values.password) payload.password = values.password;
  if (!asAdmin) return payload;
  return {
    ...payload,
    profile: values.profile,
    allTicket: values.allTicket,
    whatsappId: values.whatsappId ? Number(values.whatsappId) : null,
    queueIds: values.queueIds,
  };
}
