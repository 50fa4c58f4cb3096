import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { TicketNote } from '../../models/index.js';
import { loadViewer } from '../tickets/tickets.queries.js';
import { authorizeNoteDelete } from './ticket-notes.policy.js';

/** Removes a note (its author or an admin); 404 for another company's note. */
export async function deleteTicketNote(ctx: ServiceContext, id: number): Promise<void> {
  const viewer = await loadViewer(ctx);
  await inTransaction(ctx, async (tx) => {
    const note = await findOrFail(TicketNote, tx, id, 'ERR_NOT_FOUND', { lock: tx.transaction?.LOCK.UPDATE });
    authorizeNoteDelete(viewer, note);
    await note.destroy({ transaction: tx.transaction });
  });
}
