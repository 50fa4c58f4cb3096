import type { CampaignDTO } from '@zapdesk/shared';

export { serve, type RecordedRequest, type Routes } from '../../../test/serve-routes';

const noMessages = Object.fromEntries(
  [1, 2, 3, 4, 5].flatMap((n) => [
    [`message${n}`, ''],
    [`confirmationMessage${n}`, ''],
  ]),
) as Pick<CampaignDTO, `message${1 | 2 | 3 | 4 | 5}` | `confirmationMessage${1 | 2 | 3 | 4 | 5}`>;

/** Campaign 1: INATIVA, no target, no schedule, nothing sent. */
export function makeCampaign(overrides: Partial<CampaignDTO> = {}): CampaignDTO {
  return {
    ...noMessages,
    id: 1,
    name: 'Black Friday',
    status: 'INATIVA',
    confirmation: false,
    scheduledAt: null,
    completedAt: null,
    whatsappId: null,
    contactListId: null,
    tagListId: null,
    fileListId: null,
    companyId: 3,
    mediaPath: null,
    mediaName: null,
    contactList: null,
    whatsapp: null,
    report: { validContacts: 0, confirmationRequested: 0, confirmed: 0, delivered: 0, failed: 0 },
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
