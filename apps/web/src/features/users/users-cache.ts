import type { InfiniteData } from '@tanstack/react-query';
import type { UserDTO } from '@zapdesk/shared';
import type { UsersPage } from './api/users-api';

export type UsersData = InfiniteData<UsersPage, unknown>;

/** Whether a user belongs in a list searched by `searchParam` (name or e-mail, case-insensitive). */
export function matchesSearch(user: UserDTO, searchParam: string): boolean {
  const search = searchParam.trim().toLowerCase();
  return !search || user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search);
}

/** Replaces the user where it is listed; otherwise adds it on top when `addIfMissing`. */
export function upsertUser(data: UsersData, user: UserDTO, addIfMissing: boolean): UsersData {
  const listed = data.pages.some((page) => page.users.some((u) => u.id === user.id));
  if (listed) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.id === user.id ? user : u)) })) };
  }
  if (!addIfMissing || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, users: [user, ...first.users], count: first.count + 1 }, ...rest] };
}

export function removeUser(data: UsersData, userId: number): UsersData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((u) => u.id !== userId) })) };
}

/** The pages as one list; a user shifted between pages by a live insert is shown once. */
export function flattenUsers(data: UsersData | undefined): UserDTO[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.users.filter((user) => {
      if (seen.has(user.id)) return false;
      seen.add(user.id);
      return true;
    }),
  );
}
