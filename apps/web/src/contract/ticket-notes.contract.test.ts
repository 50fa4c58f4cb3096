import { describe, expect, it } from 'vitest';
import { createTicketNote, deleteTicketNote, fetchTicketNotes } from '../resources/ticket-notes/api';
import { expectChecked, seed } from './kit';

describe('ticket note fetchers against the API', () => {
  it('POST /ticket-notes and GET /ticket-notes/list answer the note DTOs, signed by the caller', async () => {
    const about = { ticketId: seed.ticket.id, contactId: seed.contactId };
    const created = await createTicketNote({ ...about, note: 'Prefere contato à tarde' });
    expect(created).toMatchObject({ ...about, note: 'Prefere contato à tarde', userId: seed.admin.id, user: { name: 'Ana Contrato' } });
    const notes = await fetchTicketNotes(about);
    expect(notes[0]).toEqual(created);
    await deleteTicketNote(created.id);
    expectChecked('POST /ticket-notes', 'GET /ticket-notes/list');
  });
});
