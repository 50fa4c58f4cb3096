import type { AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeAnnouncementWrite } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import { lockAnnouncement, publishAnnouncement } from './announcements.queries.js';
import type { AnnouncementUpdateInput } from './announcements.schemas.js';

/** PUT /announcements/:id (super users): the fields sent change, under the row lock. */
export async function updateAnnouncement(ctx: ServiceContext, id: number, input: AnnouncementUpdateInput): Promise<AnnouncementDTO> {
  authorizeAnnouncementWrite(ctx);
  return inTransaction(ctx, async (tx) => {
    const record = await lockAnnouncement(tx, id);
    await record.update(
      {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.text !== undefined && { text: input.text }),
        ...(input.priority !== undefined && { priority: input.priority }),
        ...(input.status !== undefined && { status: input.status }),
      },
      { transaction: tx.transaction },
    );
    const dto = presentAnnouncement(record);
    publishAnnouncement(tx, 'update', dto);
    return dto;
  });
}
