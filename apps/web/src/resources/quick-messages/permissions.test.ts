// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { canChangeQuickMessageSwitches, canEditQuickMessage, canViewQuickMessage } from './permissions';

const author = makeUser({ id: 7, profile: 'user' });
const colleague = makeUser({ id: 8, profile: 'user' });
const admin = makeUser({ id: 9, profile: 'admin' });
const superUser = makeUser({ id: 10, profile: 'user', super: true });

const reply = (geral: boolean, status: boolean, userId: number | null = 7) => ({ geral, status, userId });

describe('quick message permissions (mirror of quick-messages.policy.ts)', () => {
  it('shows shared replies to everyone and private ones only to their author, admins included', () => {
    expect(canViewQuickMessage(colleague, reply(true, false))).toBe(true);
    expect(canViewQuickMessage(author, reply(false, false))).toBe(true);
    expect(canViewQuickMessage(admin, reply(false, false))).toBe(false);
  });

  it('lets the author and admins edit, and others only when status allows it', () => {
    expect(canEditQuickMessage(author, reply(true, false))).toBe(true);
    expect(canEditQuickMessage(admin, reply(true, false))).toBe(true);
    expect(canEditQuickMessage(superUser, reply(true, false))).toBe(true);
    expect(canEditQuickMessage(colleague, reply(true, false))).toBe(false);
    expect(canEditQuickMessage(colleague, reply(true, true))).toBe(true);
    expect(canEditQuickMessage(admin, reply(false, true))).toBe(false);
  });

  it('keeps the switches with the author (any new reply) and admins', () => {
    expect(canChangeQuickMessageSwitches(colleague, null)).toBe(true);
    expect(canChangeQuickMessageSwitches(author, reply(true, true))).toBe(true);
    expect(canChangeQuickMessageSwitches(admin, reply(true, true))).toBe(true);
    expect(canChangeQuickMessageSwitches(colleague, reply(true, true))).toBe(false);
    expect(canChangeQuickMessageSwitches(colleague, reply(true, true, null))).toBe(false);
  });
});
