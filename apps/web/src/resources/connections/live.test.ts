// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { WhatsappDTO } from '@zapdesk/shared';
import { makeConnectionDto, makeWhatsappSessionDto } from '../../test/dto-fixtures';
import { makeUser } from '../../test/fixtures';
import { heldQuery } from '../../test/held-query';
import { connectionKeys } from './keys';
import { applySessionEvent } from './live';

const viewer = makeUser({ id: 7, profile: 'admin' });

describe('connection session reports while the connection is being read', () => {
  it('the QR dialog keeps the code that rotated while its GET /whatsapp/:id was under way', async () => {
    const client = new QueryClient();
    const old = makeConnectionDto({ status: 'qrcode', qrcode: 'code-1' });
    const dialog = heldQuery(client, connectionKeys.detail(1), old);
    const page = heldQuery(client, connectionKeys.list, [old]);
    applySessionEvent(client, { action: 'update', session: makeWhatsappSessionDto({ status: 'qrcode', qrcode: 'code-2', retries: 1 }) }, viewer);
    await dialog.land();
    await page.land();
    expect((dialog.data() as WhatsappDTO).qrcode).toBe('code-2');
    expect((page.data() as WhatsappDTO[]).map((c) => [c.qrcode, c.retries])).toEqual([['code-2', 1]]);
    dialog.unsubscribe();
    page.unsubscribe();
  });
});
