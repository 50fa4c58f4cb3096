import { Router } from 'express';
import { accept } from '../../http/validate.js';
import { requireCampaignArea } from '../campaigns/campaign-area.js';
import { campaignSettingsSchema } from './campaign-settings.schemas.js';
import { listCampaignSettings } from './list-campaign-settings.js';
import { saveCampaignSettings } from './save-campaign-settings.js';

/** /campaign-settings (§7): the company's campaign intervals and custom variables. */
export const campaignSettingsRoutes = Router();

campaignSettingsRoutes.use(requireCampaignArea);

campaignSettingsRoutes.get('/', accept({}), async (req, res) => {
  res.json(await listCampaignSettings(req.ctx));
});

campaignSettingsRoutes.post('/', accept({ body: campaignSettingsSchema }), async (req, res) => {
  res.json(await saveCampaignSettings(req.ctx, req.body.settings));
});
