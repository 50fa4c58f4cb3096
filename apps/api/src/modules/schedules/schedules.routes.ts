import { Router } from 'express';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { sendStoredFile } from '../../http/send-stored-file.js';
import { idParam, validate } from '../../http/validate.js';
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

schedulesRoutes.get('/', async (req, res) => {
  const query = await validate(scheduleListSchema, req.query);
  res.json(await listSchedules(req.ctx, query));
});

schedulesRoutes.get('/:id', async (req, res) => {
  res.json(await showSchedule(req.ctx, idParam(req.params.id)));
});

schedulesRoutes.post('/', async (req, res) => {
  const input = await validate(scheduleCreateSchema, req.body);
  res.status(201).json(await createSchedule(req.ctx, input));
});

schedulesRoutes.put('/:id', async (req, res) => {
  const id = idParam(req.params.id);
  const input = await validate(scheduleUpdateSchema, req.body);
  res.json(await updateSchedule(req.ctx, id, input));
});

schedulesRoutes.delete('/:id', async (req, res) => {
  await deleteSchedule(req.ctx, idParam(req.params.id));
  res.json({ message: 'Schedule deleted' });
});

schedulesRoutes.get('/:id/media', async (req, res) => {
  await sendStoredFile(res, await findScheduleMedia(req.ctx, idParam(req.params.id)));
});

schedulesRoutes.post('/:id/media-upload', receiveScheduleFile, async (req, res) => {
  const id = idParam(req.params.id);
  const file = req.file as Express.Multer.File;
  res.json(await attachScheduleMedia(req.ctx, id, { buffer: file.buffer, mimetype: file.mimetype, originalname: file.originalname }));
});

schedulesRoutes.delete('/:id/media-upload', async (req, res) => {
  res.json(await removeScheduleMedia(req.ctx, idParam(req.params.id)));
});
