import type { UnreadCountsDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { preparedStatement, queryRows } from '../../core/sql.js';

/**
 * $1 company, $2 user → the user's unread internal-chat messages (the sum of their chat_users.unreads; 0 when the
 * plan has no internal chat) and the active announcements created since they last opened them (all, never opened).
 */
const UNREAD_COUNTS = preparedStatement(
  'unread_counts',
  `SELECT CASE WHEN p."useInternalChat" THEN
            (SELECT coalesce(sum(cu.unreads), 0)::int FROM chat_users cu WHERE cu."companyId" = $1 AND cu."userId" = u.id)
          ELSE 0 END AS chats,
          (SELECT count(*)::int FROM announcements a
            WHERE a.status AND (u."announcementsSeenAt" IS NULL OR a."createdAt" > u."announcementsSeenAt")) AS announcements
     FROM users u JOIN companies c ON c.id = u."companyId" LEFT JOIN plans p ON p.id = c."planId"
    WHERE u.id = $2 AND u."companyId" = $1`,
);

/** GET /unread-counts (docs/contract.md §7, ours): the top bar's badges, counted by the server. */
export async function countUnread(ctx: ServiceContext): Promise<UnreadCountsDTO> {
  const [row] = await queryRows<UnreadCountsDTO>(ctx, UNREAD_COUNTS, [ctx.companyId, actorUserId(ctx)]);
  return row ?? { chats: 0, announcements: 0 };
}
