import { Router } from 'express';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { mediaUploadSchema } from '../../http/input-rules.js';
import { accept, idParam } from '../../http/validate.js';
import { sendableUpload, uploadedFiles } from '../files/files.upload.js';
import { requireCampaignArea } from './campaign-area.js';
import { attachCampaignMedia, findCampaignMedia, removeCampaignMedia } from './campaign-media.js';
import { loadCampaignDto } from './campaigns.queries.js';
import { campaignCreateSchema, campaignListSchema, campaignUpdateSchema } from './campaigns.schemas.js';
import { cancelCampaign, restartCampaign } from './cancel-campaign.js';
import { deleteCampaign } from './delete-campaign.js';
import { listCampaigns } from './list-campaigns.js';
import { createCampaign, updateCampaign } from './save-campaign.js';

/** /campaigns (§7 'Campaigns and lists'): admins of companies whose plan has useCampaigns. */
export const campaignsRoutes = Router();
campaignsRoutes.use(requireCampaignArea);

campaignsRoutes.get('/', accept({ query: campaignListSchema }), async (req, res) => {
  res.json(await listCampaigns(req.ctx, req.query));
});

campaignsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await loadCampaignDto(req.ctx, idParam(req.params.id)));
});

campaignsRoutes.post('/', accept({ body: campaignCreateSchema }), async (req, res) => {
  res.status(201).json(await createCampaign(req.ctx, req.body));
});

campaignsRoutes.put('/:id', accept({ body: campaignUpdateSchema }), async (req, res) => {
  res.json(await updateCampaign(req.ctx, idParam(req.params.id), req.body));
});

campaignsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteCampaign(req.ctx, idParam(req.params.id));
  res.json({ message: 'Campaign deleted' });
});

campaignsRoutes.post('/:id/cancel', accept({}), async (req, res) => {
  res.json(await cancelCampaign(req.ctx, idParam(req.params.id)));
});

campaignsRoutes.post('/:id/restart', accept({}), async (req, res) => {
  res.json(await restartCampaign(req.ctx, idParam(req.params.id)));
});

campaignsRoutes.get('/:id/media', accept({}), async (req, res) => {
  await sendStoredFile(res, await findCampaignMedia(req.ctx, idParam(req.params.id)));
});

campaignsRoutes.post('/:id/media-upload', sendableUpload('file', 1), accept({ body: mediaUploadSchema }), async (req, res) => {
  const [file] = uploadedFiles(req);
  res.json(await attachCampaignMedia(req.ctx, idParam(req.params.id), file));
});

campaignsRoutes.delete('/:id/media-upload', accept({}), async (req, res) => {
  res.json(await removeCampaignMedia(req.ctx, idParam(req.params.id)));
});
