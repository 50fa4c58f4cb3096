import { isoText, jsonRow, preparedStatement } from '../../core/sql.js';
import { visibilitySql } from '../tickets/ticket-visibility.sql.js';
import { MESSAGES_PAGE_SIZE } from './messages.constants.js';

// The message DTO (messages.presenter.ts#presentMessage) written by Postgres, for the conversation history:
// one statement reads the ticket, the viewer and the page, and answers the page as JSON text.

const MESSAGE_JSON = jsonRow(`
  m.id, m.wid, m."ticketId",
  CASE WHEN m."isDeleted" THEN '' ELSE m.body END AS body,
  m."fromMe", m."mediaType",
  CASE WHEN m."isDeleted" OR coalesce(m."mediaPath", '') = '' THEN NULL ELSE '/messages/media/' || m.id END AS "mediaUrl",
  m.mimetype, m.filename, m.ack, m.read, m."isDeleted", m."isEdited", m."isAutomatic",
  CASE WHEN m."isDeleted" THEN NULL ELSE (SELECT e->>'emoji' FROM jsonb_array_elements(m.reactions) WITH ORDINALITY AS r(e, o)
    WHERE NOT (e->>'fromMe')::boolean ORDER BY o LIMIT 1) END AS reaction,
  CASE WHEN m."isDeleted" THEN '[]'::jsonb ELSE (SELECT coalesce(jsonb_agg(jsonb_build_object('emoji', e->'emoji', 'fromMe', e->'fromMe') ORDER BY o), '[]'::jsonb)
    FROM jsonb_array_elements(m.reactions) WITH ORDINALITY AS r(e, o)) END AS reactions,
  ${jsonRow(`qm.id, CASE WHEN qm."isDeleted" THEN '' ELSE qm.body END AS body, qm."fromMe", qm."mediaType"`, 'qm.id IS NOT NULL')} AS "quotedMsg",
  ${jsonRow('c.id, c.name', 'c.id IS NOT NULL')} AS contact,
  ${isoText('m."createdAt"')} AS "createdAt",
  ${isoText('m."updatedAt"')} AS "updatedAt"`);

/**
 * $1 company id, $2 ticket id, $3 the acting user's id (NULL for the system), $4 offset →
 * the ticket's fields (none when it is not the company's), whether the user still exists with their queues and
 * allTicket, whether the ticket has anything unread, and the page (newest first, returned oldest first) as JSON.
 * The page is only read when the viewer may see the ticket (the same rule the caller checks: canSeeTicket);
 * `admin` says whether the actor is an admin by the token, which shapes that condition (one statement each).
 */
function historyStatement(admin: boolean) {
  const visibility = visibilitySql({ isAdmin: admin, userId: '$3::int', queueIds: 'v."queueIds"', allTicket: 'v."allTicket"' }, { in: 'conversation' });
  return preparedStatement(
    `message_history_${admin ? 'admin' : 'user'}`,
    `WITH t AS (
       SELECT t.id, t.status, t."userId", t."queueId", t."unreadMessages" FROM tickets t WHERE t.id = $2 AND t."companyId" = $1
     ),
     v AS (
       SELECT u."allTicket" = 'enabled' AS "allTicket", ARRAY(SELECT uq."queueId" FROM user_queues uq WHERE uq."userId" = u.id) AS "queueIds"
         FROM users u WHERE u.id = $3 AND u."companyId" = $1
     ),
     page AS (
       SELECT m.id, m."createdAt" FROM messages m
        WHERE m."companyId" = $1 AND m."ticketId" = $2 AND EXISTS (SELECT 1 FROM t LEFT JOIN v ON true WHERE ${visibility ?? 'true'})
        ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${MESSAGES_PAGE_SIZE + 1} OFFSET $4
     ),
     shown AS (SELECT id, "createdAt" FROM page ORDER BY "createdAt" DESC, id DESC LIMIT ${MESSAGES_PAGE_SIZE})
     SELECT t.id AS "ticketId", t.status, t."userId", t."queueId",
            v."allTicket", v."queueIds", v."queueIds" IS NOT NULL AS "viewerFound",
            t."userId" = $3 AND (t."unreadMessages" > 0 OR EXISTS (
              SELECT 1 FROM messages u WHERE u."companyId" = $1 AND u."ticketId" = $2 AND NOT u."fromMe" AND NOT u.read)) AS "ownerHasUnread",
            (SELECT count(*) FROM page) > ${MESSAGES_PAGE_SIZE} AS "hasMore",
            (SELECT coalesce(json_agg(${MESSAGE_JSON} ORDER BY s."createdAt", s.id), '[]')::text
               FROM shown s JOIN messages m ON m.id = s.id
               LEFT JOIN messages qm ON qm.id = m."quotedMsgId"
               LEFT JOIN contacts c ON c.id = m."contactId") AS messages
       FROM (SELECT 1) one LEFT JOIN t ON true LEFT JOIN v ON true`,
  );
}

export const MESSAGE_HISTORY = { admin: historyStatement(true), user: historyStatement(false) };
