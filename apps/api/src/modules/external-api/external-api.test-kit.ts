import { Message, Ticket } from '../../models/index.js';
import { api } from '../../test/http.js';
import { sandboxOutbox } from '../../test/whatsapp-process.js';
import { pipelineTenant } from '../messages/testing/pipeline.js';

// Test helpers for the external API: a company whose sandbox connection is live in the file's whatsapp
// process (useWhatsappProcess), and calls carrying that connection's token.

/** A 1×1 PNG: real bytes, so type detection has something to read. */
export const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export const authorization = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A company with a connected sandbox connection; `send` and `show` call the API with its token. */
export async function apiTenant() {
  const tenant = await pipelineTenant({ live: true });
  const token = tenant.connection.token;
  const send = (body: object, headers: Record<string, string> = {}) =>
    api()
      .post('/api/messages/send')
      .set({ ...authorization(token), ...headers })
      .send(body);
  const show = (id: number | string) => api().get(`/api/messages/${id}`).set(authorization(token));
  /** What the customers' phones received from this connection, oldest first. */
  const received = () => sandboxOutbox(tenant.company.id, tenant.connection.id);
  const ticketOf = (id: number) => Ticket.findOne({ where: { id, companyId: tenant.company.id } });
  const messagesOf = (ticketId: number) => Message.findAll({ where: { ticketId, companyId: tenant.company.id }, order: [['id', 'ASC']] });
  return { ...tenant, token, send, show, received, ticketOf, messagesOf };
}
