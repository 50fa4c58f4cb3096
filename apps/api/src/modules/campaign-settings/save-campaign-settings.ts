import { CampaignSettingKeys, type CampaignSettingDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { CampaignSetting } from '../../models/index.js';
import type { CampaignSettingsInput } from './campaign-settings.schemas.js';
import { listCampaignSettings } from './list-campaign-settings.js';

/** POST /campaign-settings: each key sent is saved (upsert on the company's key); the others keep their value. */
export async function saveCampaignSettings(ctx: ServiceContext, input: CampaignSettingsInput): Promise<CampaignSettingDTO[]> {
  await inTransaction(ctx, async (tx, transaction) => {
    for (const key of CampaignSettingKeys) {
      const value = input[key];
      if (value === undefined) continue;
      await CampaignSetting.upsert({ key, value, companyId: tx.companyId }, { conflictFields: ['companyId', 'key'], transaction });
    }
  });
  return listCampaignSettings(ctx);
}
