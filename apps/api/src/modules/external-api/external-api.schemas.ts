import * as yup from 'yup';
import { ignored } from '../../http/input-rules.js';
import { MAX_BODY_LENGTH } from '../messages/messages.schemas.js';

// The external API's input (§7 External message API). These schemas validate the routes (accept) and are
// the OpenAPI document's request bodies (external-api.openapi.ts), so the two cannot drift apart.

const doc = (description: string, extra: Record<string, unknown> = {}) => ({ jsonSchema: { description, ...extra } });

/** Country code, area code and number, digits only: WhatsApp's international form (E.164 without the +). */
export const PHONE_PATTERN = /^[1-9]\d{9,14}$/;

const fields = {
  number: yup
    .string()
    .required()
    .matches(PHONE_PATTERN, 'must be digits only with country and area code, e.g. 5511999999999')
    .meta(doc('The customer: country code, area code and number, digits only, no + or mask.', { examples: ['5511999999999'] })),
  body: yup
    .string()
    .max(MAX_BODY_LENGTH)
    .default('')
    .meta(
      doc('The text; with files, the caption of each file. Variables {{name}}, {{firstName}}, {{ms}}, {{protocol}} and {{hora}} are filled from the contact.', {
        examples: ['{{ms}}, {{firstName}}! Seu pedido saiu para entrega.'],
      }),
    ),
  closeTicket: yup.boolean().default(false).meta(doc("Close the ticket once the message is queued (the connection's closing message follows it).")),
  // Sent by some Whaticket-family integrations and not read here (see 'Migrating').
  userId: ignored(),
  queueId: ignored(),
  sendSignature: ignored(),
  quotedMsg: ignored(),
};

/** POST /api/messages/send, as JSON or as the fields of a multipart form (whose files are the upload parser's). */
export const sendExternalMessageSchema = yup.object(fields);

export type SendExternalMessageInput = yup.InferType<typeof sendExternalMessageSchema>;
