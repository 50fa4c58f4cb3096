import { Router } from 'express';
import { requireSuper } from '../../http/middleware/authenticate.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { idParam, validate } from '../../http/validate.js';
import { attachAnnouncementMedia } from './attach-announcement-media.js';
import { receiveAnnouncementFile } from './announcements.upload.js';
import { announcementCreateSchema, announcementListSchema, announcementUpdateSchema } from './announcements.schemas.js';
import { createAnnouncement } from './create-announcement.js';
import { deleteAnnouncement } from './delete-announcement.js';
import { findPublicAnnouncementMedia } from './find-public-announcement-media.js';
import { listAnnouncements } from './list-announcements.js';
import { removeAnnouncementMedia } from './remove-announcement-media.js';
import { showAnnouncement } from './show-announcement.js';
import { updateAnnouncement } from './update-announcement.js';

/**
 * /announcements (§7): every signed-in user reads them; writes are for super users, refused (403) before
 * a body or an upload is read. The use-cases check the same rule again.
 */
export const announcementsRoutes = Router();

announcementsRoutes.get('/', async (req, res) => {
  const query = await validate(announcementListSchema, req.query);
  res.json(await listAnnouncements(req.ctx, query));
});

announcementsRoutes.get('/:id', async (req, res) => {
  res.json(await showAnnouncement(req.ctx, idParam(req.params.id)));
});

announcementsRoutes.post('/', requireSuper, async (req, res) => {
  const input = await validate(announcementCreateSchema, req.body);
  res.status(201).json(await createAnnouncement(req.ctx, input));
});

announcementsRoutes.put('/:id', requireSuper, async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(announcementUpdateSchema, req.body);
  res.json(await updateAnnouncement(req.ctx, id, input));
});

announcementsRoutes.delete('/:id', requireSuper, async (req, res) => {
  await deleteAnnouncement(req.ctx, idParam(req.params.id));
  res.json({ message: 'Announcement deleted' });
});

announcementsRoutes.post('/:id/media-upload', requireSuper, receiveAnnouncementFile, async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachAnnouncementMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

announcementsRoutes.delete('/:id/media-upload', requireSuper, async (req, res) => {
  res.json(await removeAnnouncementMedia(req.ctx, idParam(req.params.id)));
});

/** /public/announcements/:file (no token): the pictures announcements hold, by their random file name. */
export const publicAnnouncementMediaRoutes = Router();

publicAnnouncementMediaRoutes.get('/:file', async (req, res) => {
  await sendStoredFile(res, await findPublicAnnouncementMedia(req.params.file));
});
