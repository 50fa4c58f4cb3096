import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { mediaUploadSchema } from '../../http/input-rules.js';
import { accept, idParam } from '../../http/validate.js';
import { attachScheduleMedia } from './attach-schedule-media.js';
import { createSchedule } from './create-schedule.js';
import { deleteSchedule } from './delete-schedule.js';
import { findScheduleMedia } from './find-schedule-media.js';
import { listSchedules } from './list-schedules.js';
import { removeScheduleMedia } from './remove-schedule-media.js';
import { scheduleCreateSchema, scheduleListSchema, scheduleUpdateSchema } from './schedules.schemas.js';
import { receiveScheduleFile } from './schedules.upload.js';
import { showSchedule } from './show-schedule.js';
import { updateSchedule } from './update-schedule.js';

/** /schedules (§7): the calendar of scheduled messages, for companies whose plan has useSchedules (§6). */
export const schedulesRoutes = Router();

// Every route, before any input is read: a plan without schedules answers 403 to all of them.
schedulesRoutes.use(requirePlanFlag('useSchedules'));

schedulesRoutes.get('/', accept({ query: scheduleListSchema }), async (req, res) => {
  res.json(await listSchedules(req.ctx, req.query));
});

schedulesRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showSchedule(req.ctx, idParam(req.params.id)));
});

schedulesRoutes.post('/', accept({ body: scheduleCreateSchema }), async (req, res) => {
  res.status(201).json(await createSchedule(req.ctx, req.body));
});

schedulesRoutes.put('/:id', accept({ body: scheduleUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  res.json(await updateSchedule(req.ctx, id, req.body));
});

schedulesRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteSchedule(req.ctx, idParam(req.params.id));
  res.json({ message: 'Schedule deleted' });
});

schedulesRoutes.get('/:id/media', accept({}), async (req, res) => {
  await sendStoredFile(res, await findScheduleMedia(req.ctx, idParam(req.params.id)));
});

schedulesRoutes.post('/:id/media-upload', receiveScheduleFile, accept({ body: mediaUploadSchema }), async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachScheduleMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

schedulesRoutes.delete('/:id/media-upload', accept({}), async (req, res) => {
  res.json(await removeScheduleMedia(req.ctx, idParam(req.params.id)));
});
