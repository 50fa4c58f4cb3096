import { Op } from 'sequelize';
import { systemContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { logger } from '../../core/logger.js';
import { scheduleTimer } from '../../core/schedule-timer.js';
import { db } from '../../db/sequelize.js';
import { Schedule } from '../../models/index.js';
import { ACK_FAILED } from '../messages/outbox.js';
import { armSchedule } from './arm-schedule.js';
import { WAITING_STATUSES } from './schedules.queries.js';

/** A send claimed this long ago without an outcome was cut short (its worker died mid-send). */
export const ABANDONED_SEND_MS = 5 * 60_000;

/**
 * Sends cut short by a dead worker: one that committed its message to the outbox ends as that message did
 * (the outbox sends it again after a crash; ack -1 means it failed), once it has left the outbox. One that
 * died before committing a message is ERRO: nothing was sent, and the user decides rather than the worker.
 */
async function settleAbandonedSends(companyIds: number[] | undefined): Promise<number> {
  const [rows] = await db().query(
    `UPDATE schedules s
        SET status = CASE WHEN m.id IS NULL OR m.ack = :failed THEN 'ERRO' ELSE 'ENVIADA' END,
            "sentAt" = CASE WHEN m.id IS NULL OR m.ack = :failed THEN NULL ELSE CAST(:at AS timestamptz) END,
            "updatedAt" = CAST(:at AS timestamptz)
       FROM schedules s2 LEFT JOIN messages m ON m.id = s2."messageId" AND m."companyId" = s2."companyId"
      WHERE s.id = s2.id AND s.status = 'ENVIANDO' AND s."updatedAt" < :cutoff
        ${companyIds ? 'AND s."companyId" IN (:companyIds)' : ''}
        AND NOT EXISTS (SELECT 1 FROM message_outbox o WHERE o."messageId" = s."messageId" AND o."companyId" = s."companyId")
      RETURNING s.id`,
    { replacements: { failed: ACK_FAILED, at: now(), cutoff: new Date(now().getTime() - ABANDONED_SEND_MS), companyIds: companyIds ?? [] } },
  );
  return (rows as unknown[]).length;
}

/**
 * The worker's sweep, at boot and every few minutes: arms every waiting schedule again (Bull keeps one job
 * per id, so an armed one is left as is; one whose arming failed, or whose job Redis lost, gets it), and
 * settles sends abandoned mid-way (settleAbandonedSends): nothing is ever sent twice. `companyIds` narrows
 * it (tests share one database).
 */
export async function rearmSchedules(options: { companyIds?: number[] } = {}): Promise<{ armed: number; abandoned: number }> {
  if (!scheduleTimer()) {
    logger.warn('schedules not re-armed: this process has no schedule timer');
    return { armed: 0, abandoned: 0 };
  }
  const scope = options.companyIds ? { companyId: { [Op.in]: options.companyIds } } : {};
  const reason = 'the worker re-arms the unsent schedules of every company';
  const abandoned = await settleAbandonedSends(options.companyIds);
  const waiting = await Schedule.findAll({
    where: { ...scope, status: { [Op.in]: [...WAITING_STATUSES] } },
    attributes: ['id', 'companyId', 'jobVersion', 'sendAt'],
    crossTenant: reason,
  });
  let armed = 0;
  for (const schedule of waiting) {
    if (await armSchedule(systemContext(schedule.companyId, 're-arm schedules'), schedule)) armed += 1;
  }
  return { armed, abandoned };
}
