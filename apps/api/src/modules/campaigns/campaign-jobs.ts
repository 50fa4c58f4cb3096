import type { ServiceContext } from '../../core/context.js';
import { logger } from '../../core/logger.js';

/** One armed version of a campaign's start: what its delayed job carries (ids + companyId). */
export interface CampaignStartRef {
  companyId: number;
  campaignId: number;
  version: number;
}

/** A connection whose campaign shippings are due: its pacer sends them at the settings' pace. */
export interface PacerRef {
  companyId: number;
  whatsappId: number;
}

/**
 * The port campaign use-cases queue their work through. The http and worker processes install the Bull one
 * from jobs/queues.ts (use-cases never import bull); tests install it too. Without one, the worker's sweep
 * (dispatch/sweep-campaigns.ts) picks the work up.
 */
export interface CampaignJobs {
  /** The delayed job that starts this version of the campaign at `at`; arming it twice keeps one. */
  armStart(ref: CampaignStartRef, at: Date): Promise<void>;
  disarmStart(ref: CampaignStartRef): Promise<void>;
  /** Wakes the connection's pacer (a running one is told to look again). */
  kickPacer(ref: PacerRef): Promise<void>;
  /** Wakes the company's background WhatsApp number check. */
  checkNumbers(companyId: number): Promise<void>;
}

let installed: CampaignJobs | null = null;

export function setCampaignJobs(next: CampaignJobs | null): void {
  installed = next;
}

export function campaignJobs(): CampaignJobs | null {
  return installed;
}

/** Runs a queueing call, logging rather than failing the caller's committed change (the sweep repairs it). */
async function queueing(what: string, context: object, call: (jobs: CampaignJobs) => Promise<void>): Promise<boolean> {
  if (!installed) return false;
  try {
    await call(installed);
    return true;
  } catch (error) {
    logger.warn({ err: error, ...context }, `${what} not queued: the worker's sweep will`);
    return false;
  }
}

/** New or changed numbers of the company's lists get their WhatsApp check in the background. */
export const requestNumberCheck = (ctx: ServiceContext) => queueing('number check', { companyId: ctx.companyId }, (jobs) => jobs.checkNumbers(ctx.companyId));

export const kickPacer = (ref: PacerRef) => queueing('campaign pacer', ref, (jobs) => jobs.kickPacer(ref));

export const armCampaignStart = (ref: CampaignStartRef, at: Date) => queueing('campaign start', ref, (jobs) => jobs.armStart(ref, at));

export const disarmCampaignStart = (ref: CampaignStartRef) => queueing('campaign start removal', ref, (jobs) => jobs.disarmStart(ref));
