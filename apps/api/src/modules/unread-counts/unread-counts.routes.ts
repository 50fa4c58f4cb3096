import { Router } from 'express';
import { accept } from '../../http/validate.js';
import { countUnread } from './count-unread.js';
import { markAnnouncementsSeen } from './mark-announcements-seen.js';

/** /unread-counts (ours, docs/contract.md §7): the top bar's unread internal-chat and announcement counts. */
export const unreadCountsRoutes = Router();

unreadCountsRoutes.get('/', accept({}), async (req, res) => {
  res.json(await countUnread(req.ctx));
});

unreadCountsRoutes.post('/announcements/seen', accept({}), async (req, res) => {
  res.json(await markAnnouncementsSeen(req.ctx));
});
