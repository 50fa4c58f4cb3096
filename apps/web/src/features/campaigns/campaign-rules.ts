import { CAMPAIGN_EDIT_LEAD_MS, type CampaignDTO, type CampaignStatus } from '@zapdesk/shared';

/** i18n keys of the statuses as §4 displays them (Inativa, Programada, Em Andamento, Cancelada, Finalizada). */
export const STATUS_LABEL_KEYS: Record<CampaignStatus, string> = {
  INATIVA: 'campaigns.statuses.INATIVA',
  PROGRAMADA: 'campaigns.statuses.PROGRAMADA',
  EM_ANDAMENTO: 'campaigns.statuses.EM_ANDAMENTO',
  CANCELADA: 'campaigns.statuses.CANCELADA',
  FINALIZADA: 'campaigns.statuses.FINALIZADA',
};

/** §4: fields are editable while INATIVA, or PROGRAMADA with the start more than an hour away. */
export function isCampaignEditable(campaign: Pick<CampaignDTO, 'status' | 'scheduledAt'> | null, now = Date.now()): boolean {
  if (!campaign || campaign.status === 'INATIVA') return true;
  if (campaign.status !== 'PROGRAMADA' || !campaign.scheduledAt) return false;
  return new Date(campaign.scheduledAt).getTime() - now > CAMPAIGN_EDIT_LEAD_MS;
}

/** §4: the message fields also stay enabled when CANCELADA (a restart sends the new text). */
export function areMessagesEditable(campaign: Pick<CampaignDTO, 'status' | 'scheduledAt'> | null, now = Date.now()): boolean {
  return isCampaignEditable(campaign, now) || campaign?.status === 'CANCELADA';
}
