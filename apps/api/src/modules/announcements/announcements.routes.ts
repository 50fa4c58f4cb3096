import { Router } from 'express';
import { requireSuper } from '../../http/middleware/authenticate.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { mediaUploadSchema } from '../../http/input-rules.js';
import { accept, idParam } from '../../http/validate.js';
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

announcementsRoutes.get('/', accept({ query: announcementListSchema }), async (req, res) => {
  res.json(await listAnnouncements(req.ctx, req.query));
});

announcementsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showAnnouncement(req.ctx, idParam(req.params.id)));
});

announcementsRoutes.post('/', requireSuper, accept({ body: announcementCreateSchema }), async (req, res) => {
  res.status(201).json(await createAnnouncement(req.ctx, req.body));
});

announcementsRoutes.put('/:id', requireSuper, accept({ body: announcementUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateAnnouncement(req.ctx, id, req.body));
});

announcementsRoutes.delete('/:id', requireSuper, accept({}), async (req, res) => {
  await deleteAnnouncement(req.ctx, idParam(req.params.id));
  res.json({ message: 'Announcement deleted' });
});

announcementsRoutes.post('/:id/media-upload', requireSuper, receiveAnnouncementFile, accept({ body: mediaUploadSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachAnnouncementMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

announcementsRoutes.delete('/:id/media-upload', requireSuper, accept({}), async (req, res) => {
  res.json(await removeAnnouncementMedia(req.ctx, idParam(req.params.id)));
});

/** /public/announcements/:file (no token): the pictures announcements hold, by their random file name. */
export const publicAnnouncementMediaRoutes = Router();

publicAnnouncementMediaRoutes.get('/:file', accept({}), async (req, res) => {
  await sendStoredFile(res, await findPublicAnnouncementMedia(req.params.file));
});
