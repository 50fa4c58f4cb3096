import type { CampaignDTO } from '@zapdesk/shared';
import { makeCampaignDto } from '../../../test/automation-dto-fixtures';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

/** Campaign 1: INATIVA, no target, no schedule, nothing sent. */
export function makeCampaign(overrides: Partial<CampaignDTO> = {}): CampaignDTO {
  return makeCampaignDto({ createdAt: '2026-11-01T12:00:00.000Z', updatedAt: '2026-11-01T12:00:00.000Z', ...overrides });
}
