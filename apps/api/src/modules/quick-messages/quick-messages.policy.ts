import { Op, type WhereOptions } from 'sequelize';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { authorize, canAdminister } from '../../core/policy.js';
import type { QuickMessage } from '../../models/index.js';
import type { QuickMessageUpdateInput } from './quick-messages.schemas.js';

// Who may do what with a quick message (spec §3 names "edit and view permissions"; the rule is ours):
// - view (lists, suggestions, GET, the attachment): shared ones (geral) and one's own. Another user's
//   private replies are invisible even to admins: they are that attendant's personal snippets.
// - edit, delete, attach or remove the file, among those one may view: the author, an admin, or anyone
//   when the author allowed it (status true).
// - the two switches (geral, status) stay with the author and admins: someone allowed to fix the text
//   may not make the reply private to its author or lock the others out.
// Records of another company are 404 before any of this (findOrFail).

const isAuthor = (ctx: ServiceContext, record: QuickMessage) => record.userId !== null && record.userId === actorUserId(ctx);

export const canViewQuickMessage = (ctx: ServiceContext, record: QuickMessage) => record.geral || isAuthor(ctx, record);

export const canEditQuickMessage = (ctx: ServiceContext, record: QuickMessage) =>
  canViewQuickMessage(ctx, record) && (isAuthor(ctx, record) || canAdminister(ctx) || record.status);

/** The quick messages a user may view, as a where clause (shared ones plus their own). */
export function visibleQuickMessagesWhere(ctx: ServiceContext): WhereOptions {
  const userId = actorUserId(ctx);
  return userId === null ? { geral: true } : { [Op.or]: [{ geral: true }, { userId }] };
}

export function authorizeQuickMessageView(ctx: ServiceContext, record: QuickMessage): void {
  authorize(canViewQuickMessage(ctx, record));
}

export function authorizeQuickMessageEdit(ctx: ServiceContext, record: QuickMessage): void {
  authorize(canEditQuickMessage(ctx, record));
}

/** An edit, plus: changing geral or status is for the author or an admin. */
export function authorizeQuickMessageUpdate(ctx: ServiceContext, record: QuickMessage, input: QuickMessageUpdateInput): void {
  authorizeQuickMessageEdit(ctx, record);
  const switchesChange = (input.geral !== undefined && input.geral !== record.geral) || (input.status !== undefined && input.status !== record.status);
  if (switchesChange) authorize(isAuthor(ctx, record) || canAdminister(ctx));
}
