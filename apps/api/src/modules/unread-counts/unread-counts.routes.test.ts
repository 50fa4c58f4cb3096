import { QueryTypes } from 'sequelize';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/sequelize.js';
import { Announcement, User } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { chatsCast, makeChat } from '../chats/chats.test-kit.js';

// Issue 18 point 7: the top bar's unread counts come from the server, whatever page the browser loaded.
// Announcements are platform-wide and other test files publish some meanwhile, so this file's user reads in a
// far future where only its own announcement is new.
const FUTURE_SEEN = new Date('2100-01-01T00:00:00Z');
// Only this file dates announcements after 2099; they are taken down after each test (rows outlive runs).
const takeDownFutureOnes = () => db().query(`UPDATE announcements SET status = false WHERE status AND "createdAt" >= '2099-01-01'`);
beforeEach(takeDownFutureOnes);
afterEach(takeDownFutureOnes);

async function announce(at: string) {
  const row = await Announcement.create({ title: 'Novidade', text: 'x', priority: 3, status: true, companyId: 1 });
  await db().query('UPDATE announcements SET "createdAt" = :at WHERE id = :id', { replacements: { at, id: row.id } });
  return row;
}

describe('GET /unread-counts', () => {
  it("sums the user's unread chat messages and counts the announcements published since they last opened them", async () => {
    const { company, owner, member } = await chatsCast({ plan: { useInternalChat: true } });
    await makeChat(company, owner, [member], { unreads: new Map([[member, 3]]) });
    await makeChat(company, owner, [member], {
      unreads: new Map([
        [member, 2],
        [owner, 1],
      ]),
    });
    await User.update({ announcementsSeenAt: FUTURE_SEEN }, { where: { id: member.user.id, companyId: company.id } });
    const mine = await announce('2100-06-01T00:00:00Z');
    await announce('2099-12-31T00:00:00Z'); // seen already
    const res = await api().get('/unread-counts').set(bearer(member.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chats: 5, announcements: 1 });
    await mine.update({ status: false });
    expect((await api().get('/unread-counts').set(bearer(member.token))).body).toEqual({ chats: 5, announcements: 0 });
  });

  it('counts no chats for a plan without the internal chat; 401 without a token, 400 for any input', async () => {
    const { company, owner, member } = await chatsCast({ plan: { useInternalChat: false } });
    await makeChat(company, owner, [member], { unreads: new Map([[member, 4]]) });
    expect((await api().get('/unread-counts').set(bearer(member.token))).body.chats).toBe(0);
    expect((await api().get('/unread-counts')).status).toBe(401);
    expect((await api().get('/unread-counts').query({ userId: owner.user.id }).set(bearer(member.token))).status).toBe(400);
  });
});

describe('POST /unread-counts/announcements/seen', () => {
  it('reads every announcement published so far, for the caller only', async () => {
    const { company, owner, member } = await chatsCast({ plan: { useInternalChat: true } });
    await User.update({ announcementsSeenAt: FUTURE_SEEN }, { where: { id: owner.user.id, companyId: company.id } });
    await announce('2100-06-01T00:00:00Z');
    await announce('2020-01-01T00:00:00Z');
    // Never opened: every active one is unread, the old one included.
    expect((await api().get('/unread-counts').set(bearer(member.token))).body.announcements).toBeGreaterThanOrEqual(2);
    const res = await api().post('/unread-counts/announcements/seen').set(bearer(member.token));
    expect(res.status).toBe(200);
    const seenAt = (await User.findOne({ where: { id: member.user.id, companyId: company.id } }))?.announcementsSeenAt;
    expect(seenAt).toBeInstanceOf(Date);
    const [{ newer }] = await db().query<{ newer: number }>('SELECT count(*)::int AS newer FROM announcements WHERE status AND "createdAt" > :seenAt', {
      replacements: { seenAt },
      type: QueryTypes.SELECT,
    });
    expect(res.body.announcements).toBe(newer);
    expect((await api().get('/unread-counts').set(bearer(owner.token))).body.announcements).toBe(1);
    expect((await api().post('/unread-counts/announcements/seen')).status).toBe(401);
    expect((await api().post('/unread-counts/announcements/seen').set(bearer(member.token)).send({ userId: owner.user.id })).status).toBe(400);
  });
});
