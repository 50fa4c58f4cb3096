import { describe, expect, it } from 'vitest';
import {
  createAnnouncement,
  deleteAnnouncement,
  fetchAnnouncements,
  removeAnnouncementMedia,
  updateAnnouncement,
  uploadAnnouncementMedia,
} from '../resources/announcements/api';
import { unique } from '../test/live-api';
import { expectChecked, signInAs } from './kit';

/** A 1×1 transparent PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('announcement fetchers against the API', () => {
  it('POST, GET, PUT and the picture routes of /announcements answer the announcement DTOs', async () => {
    // Announcements are the platform's (every company sees active ones): only the super user writes them,
    // and this one is inactive and deleted at the end so no other test's top bar shows it.
    signInAs('superUser');
    const title = unique('Aviso contrato');
    const created = await createAnnouncement({ title, text: 'Manutenção às 22h.', priority: 2, status: false });
    try {
      expect(created).toMatchObject({ title, priority: 2, status: false, mediaPath: null });
      const page = await fetchAnnouncements({ searchParam: title, pageNumber: 1 });
      expect(page.rows.map((a) => a.id)).toEqual([created.id]);
      expect(await updateAnnouncement(created.id, { title, text: 'Manutenção às 23h.' })).toMatchObject({ text: 'Manutenção às 23h.' });
      const pictured = await uploadAnnouncementMedia(created.id, new File([PNG], 'aviso.png', { type: 'image/png' }));
      expect(pictured).toMatchObject({ mediaName: 'aviso.png', mediaPath: expect.stringMatching(/^\/public\/announcements\//) });
      expect(await removeAnnouncementMedia(created.id)).toMatchObject({ mediaPath: null, mediaName: null });
      expectChecked(
        'POST /announcements',
        'GET /announcements',
        `PUT /announcements/${created.id}`,
        `POST /announcements/${created.id}/media-upload`,
        `DELETE /announcements/${created.id}/media-upload`,
      );
    } finally {
      await deleteAnnouncement(created.id);
    }
  });

  it("GET /announcements as a company's admin: active ones only, in the page DTO", async () => {
    const page = await fetchAnnouncements({ searchParam: '', pageNumber: 1 });
    expect(page.rows.every((a) => a.status)).toBe(true);
    expectChecked('GET /announcements');
  });
});
