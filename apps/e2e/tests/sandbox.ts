import { expect } from '@playwright/test';
import type { ApiSession } from './api';

export interface Connection {
  id: number;
  name: string;
  status: string;
  isDefault: boolean;
}

/** The company's WhatsApp connections over the admin's API, with the sandbox phone's scan. */
export function connectionsOf(api: ApiSession) {
  const list = () => api.get<Connection[]>('/whatsapp/?session=0');
  const waitForStatus = async (id: number, status: string) => {
    await expect.poll(async () => (await list()).find((c) => c.id === id)?.status).toBe(status);
  };
  return {
    list,
    waitForStatus,
    create: (name: string, fields: Record<string, unknown> = {}) => api.send<Connection>('POST', '/whatsapp', { name, provider: 'sandbox', ...fields }),
    scan: (id: number) => api.send('POST', `/sandbox/${id}/scan`, {}),
    /** Creates a sandbox connection and scans its QR code with the simulated phone: CONNECTED. */
    async connected(name: string, fields: Record<string, unknown> = {}) {
      const created = await this.create(name, fields);
      await waitForStatus(created.id, 'qrcode');
      await this.scan(created.id);
      await waitForStatus(created.id, 'CONNECTED');
      return created;
    },
  };
}
