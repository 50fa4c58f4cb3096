import { CAMPAIGN_MESSAGE_SLOTS, type CampaignDTO, type CampaignReportDTO } from '@zapdesk/shared';
import type { Campaign } from '../../models/index.js';

export const campaignMediaUrl = (id: number) => `/campaigns/${id}/media`;

export const EMPTY_REPORT: CampaignReportDTO = { validContacts: 0, confirmationRequested: 0, confirmed: 0, delivered: 0, failed: 0 };

/** A campaign loaded with its connection and contact list (campaignIncludes), with its shippings' counts. */
export function presentCampaign(record: Campaign, report: CampaignReportDTO = EMPTY_REPORT): CampaignDTO {
  const messages = Object.fromEntries(
    CAMPAIGN_MESSAGE_SLOTS.flatMap((n) => [
      [`message${n}`, record[`message${n}`]],
      [`confirmationMessage${n}`, record[`confirmationMessage${n}`]],
    ]),
  ) as Pick<CampaignDTO, `message${1 | 2 | 3 | 4 | 5}` | `confirmationMessage${1 | 2 | 3 | 4 | 5}`>;
  return {
    id: record.id,
    name: record.name,
    ...messages,
    status: record.status,
    confirmation: record.confirmation,
    scheduledAt: record.scheduledAt ? record.scheduledAt.toISOString() : null,
    completedAt: record.completedAt ? record.completedAt.toISOString() : null,
    whatsappId: record.whatsappId,
    contactListId: record.contactListId,
    tagListId: record.tagListId,
    fileListId: record.fileListId,
    companyId: record.companyId,
    mediaPath: record.mediaPath ? campaignMediaUrl(record.id) : null,
    mediaName: record.mediaName,
    contactList: record.contactList ? { id: record.contactList.id, name: record.contactList.name } : null,
    whatsapp: record.whatsapp ? { id: record.whatsapp.id, name: record.whatsapp.name } : null,
    report,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
