import type { CampaignSettings } from '@zapdesk/shared';
import { redis, redisKey } from '../../../core/redis.js';

// A connection's pace, kept in Redis so it holds across campaigns, pacer runs and worker restarts: when the
// next send may start and how many were sent (the longer pause comes after every longerIntervalAfter).

export interface PacerState {
  /** Epoch ms before which nothing is sent on the connection. */
  nextAt: number;
  sent: number;
}

const keyOf = (whatsappId: number) => redisKey('campaigns', 'pace', whatsappId);

export async function readPacerState(whatsappId: number): Promise<PacerState> {
  const raw = await redis().hgetall(keyOf(whatsappId));
  return { nextAt: Number(raw.nextAt ?? 0), sent: Number(raw.sent ?? 0) };
}

export async function writePacerState(whatsappId: number, state: PacerState): Promise<void> {
  await redis().hset(keyOf(whatsappId), { nextAt: state.nextAt, sent: state.sent });
}

/** Seconds before the next send once `sent` messages left: greaterInterval after every longerIntervalAfter, else messageInterval. */
export function pauseAfter(settings: CampaignSettings, sent: number): number {
  const longer = settings.longerIntervalAfter > 0 && sent > 0 && sent % settings.longerIntervalAfter === 0;
  return longer ? settings.greaterInterval : settings.messageInterval;
}

/** Shippings one claim takes: one at a time while there is a pause to keep, a batch at zero interval (up to the next longer pause). */
export function batchSize(settings: CampaignSettings, sent: number): number {
  if (settings.messageInterval > 0) return 1;
  if (settings.longerIntervalAfter > 0 && settings.greaterInterval > 0)
    return Math.min(50, settings.longerIntervalAfter - (sent % settings.longerIntervalAfter));
  return 50;
}
