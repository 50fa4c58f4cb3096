import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { bullCampaignJobs, closeQueues } from '../../jobs/queues.js';
import { startTestChild } from '../../test/children/start-child.js';
import { api, bearer } from '../../test/http.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { setCampaignJobs } from './campaign-jobs.js';
import { campaignCast, fromNow, makeList, phoneOf, received, setCampaignSettings, shippingsOf, waitForStatus } from './campaigns.test-kit.js';

// A campaign survives its worker's death: the worker is a real child process (test/children/campaign-worker-child.ts,
// the campaign processors and sweeps as the worker runs them) killed with SIGKILL in the middle of the campaign;
// a new one takes over. Checked: every contact gets the message exactly once. Nothing here is timed but the kill.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-campaigns-crash-${process.pid}`;

const whatsapp = useWhatsappProcess();
beforeAll(() => setCampaignJobs(bullCampaignJobs));
afterAll(async () => {
  setCampaignJobs(null);
  await closeQueues();
});

const startWorker = (companyId: number) =>
  startTestChild('campaign-worker-child.ts', [String(companyId)], {
    REDIS_PREFIX: env.REDIS_PREFIX,
    WHATSAPP_GATEWAY_URL: `http://127.0.0.1:${whatsapp().port}`,
  });

describe('a campaign worker killed mid-campaign', () => {
  it('after a new worker takes over, no contact gets the message twice and none is skipped', async () => {
    const cast = await campaignCast({ connect: true });
    const list = await makeList(cast.company, 12);
    await setCampaignSettings(cast.company, { messageInterval: 1, longerIntervalAfter: 0 });
    const created = await api()
      .post('/campaigns')
      .set(bearer(cast.admin.token))
      .send({
        name: 'Resistente',
        whatsappId: cast.connection.id,
        contactListId: list.id,
        message1: 'Oferta para {nome}',
        scheduledAt: fromNow(500),
      });
    expect(created.status).toBe(201);
    const first = startWorker(cast.company.id);
    await vi.waitFor(async () => expect((await received(cast.company.id, cast.connection.id)).length).toBeGreaterThanOrEqual(4), {
      timeout: 60_000,
      interval: 20,
    });
    first.child.kill('SIGKILL');
    const killed = await first.exited;
    expect(killed.code, killed.output).toBeNull();
    const atKill = (await received(cast.company.id, cast.connection.id)).length;
    expect(atKill).toBeLessThan(12);

    const second = startWorker(cast.company.id);
    try {
      await waitForStatus(cast.company, created.body.id, 'FINALIZADA', 90_000);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
    const got = await received(cast.company.id, cast.connection.id);
    expect(got.map((m) => m.chatId.split('@')[0]).sort()).toEqual(Array.from({ length: 12 }, (_, n) => phoneOf(n)).sort());
    expect(new Set(got.map((m) => m.body)).size).toBe(12);
    expect((await shippingsOf(cast.company, created.body.id)).map((s) => s.status)).toEqual(Array(12).fill('delivered'));
  }, 180_000);
});
