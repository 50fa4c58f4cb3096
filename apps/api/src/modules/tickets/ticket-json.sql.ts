import { isoText, jsonRow, preparedStatement } from '../../core/sql.js';

// The ticket DTO (tickets.presenter.ts#presentTicket) written by Postgres, for the list: the page's rows with
// their contact, user, queue, connection and tags become the response's JSON text in one statement, with no
// model instances in between. tickets.list-golden.test.ts holds the two presenters to the same output.

const TICKET_JSON = jsonRow(`
  t.id, t.uuid, t.status, t."lastMessage", ${isoText('t."lastMessageAt"')} AS "lastMessageAt", t."unreadMessages", t."isGroup", t.chatbot, t."useIntegration", t."promptId",
  t."integrationId", t."contactId", t."userId", t."queueId", t."whatsappId", t."companyId",
  ${jsonRow('c.id, c.name, c.number, c.email, c."profilePicUrl", c."isGroup"')} AS contact,
  ${jsonRow('u.id, u.name', 'u.id IS NOT NULL')} AS "user",
  ${jsonRow('q.id, q.name, q.color', 'q.id IS NOT NULL')} AS queue,
  ${jsonRow('w.id, w.name', 'w.id IS NOT NULL')} AS whatsapp,
  coalesce((SELECT json_agg(g ORDER BY g.id) FROM (SELECT g.id, g.name, g.color FROM ticket_tags tt JOIN tags g ON g.id = tt."tagId" WHERE tt."ticketId" = t.id) g), '[]') AS tags,
  ${isoText('t."createdAt"')} AS "createdAt",
  ${isoText('t."updatedAt"')} AS "updatedAt"`);

/** The JSON array of the DTOs of the tickets `ids` (an int[] expression) in that order; other companies' left out. */
export const ticketsJsonSql = (ids: string, companyId: string) =>
  `SELECT coalesce(json_agg(${TICKET_JSON} ORDER BY p.ord), '[]')::text
     FROM unnest(${ids}) WITH ORDINALITY AS p(id, ord)
     JOIN tickets t ON t.id = p.id AND t."companyId" = ${companyId}
     JOIN contacts c ON c.id = t."contactId"
     LEFT JOIN users u ON u.id = t."userId"
     LEFT JOIN queues q ON q.id = t."queueId"
     LEFT JOIN whatsapps w ON w.id = t."whatsappId"`;

/** $1 company id, $2 ticket ids in their order → `json`, the JSON array of their DTOs. */
export const TICKET_DTOS_JSON = preparedStatement('ticket_dtos_json', `SELECT (${ticketsJsonSql('$2::int[]', '$1::int')}) AS json`);
