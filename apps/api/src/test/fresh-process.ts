import { env } from '../config/env.js';
import { resetClock } from '../core/clock.js';
import { setRoomResyncSink } from '../core/events.js';
import { useOutboundAllowList } from '../core/outbound-url.js';
import { setScheduleTimer } from '../core/schedule-timer.js';
import { useWhatsappGatewayUrl } from '../core/whatsapp-gateway.js';
import { setCampaignJobs } from '../modules/campaigns/campaign-jobs.js';

// The suite runs with `isolate: false` (vitest.config.ts): the files of one worker share its loaded modules,
// which saves re-loading the app for each of them (most of the suite's CPU). So that no file sees what an
// earlier one changed, each starts from the settings and process-wide seams a fresh process would have.

type Env = typeof env;
const store = globalThis as typeof globalThis & { zapdeskPristineEnv?: Env };
/** The settings as loaded, taken by the first file of the worker (setup files run again for each file). */
const pristine: Env = (store.zapdeskPristineEnv ??= { ...env });

/** Undoes what an earlier test file of this worker changed in the settings and the process-wide seams. */
export function startAsFreshProcess(): void {
  for (const key of Object.keys(env) as (keyof Env)[]) if (!(key in pristine)) delete env[key];
  Object.assign(env, pristine);
  resetClock();
  useWhatsappGatewayUrl(env.WHATSAPP_GATEWAY_URL);
  useOutboundAllowList(env.OUTBOUND_ALLOWED_HOSTS);
  setCampaignJobs(null);
  setScheduleTimer(null);
  setRoomResyncSink(() => undefined);
}
