import { authorize } from '../../core/policy.js';
import type { TicketNote } from '../../models/index.js';
import type { TicketViewer } from '../tickets/tickets.policy.js';

/** A note is removed by its author or an admin. */
export function authorizeNoteDelete(viewer: TicketViewer, note: TicketNote): void {
  authorize(viewer.isAdmin || (note.userId !== null && note.userId === viewer.userId));
}
