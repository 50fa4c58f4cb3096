// The neutral contract between a WhatsApp provider (Baileys engine or sandbox) and the rest of the
// platform. Nothing here mentions Baileys: the conversations pipeline only ever sees these shapes.
import type { ConnectionStatus } from '@zapdesk/shared';

export type MediaType = 'image' | 'audio' | 'video' | 'application' | 'sticker' | 'locationMessage' | 'vcard' | 'call_log';

/** Media already downloaded by the provider into the company's storage (WhatsApp CDN links expire). */
export interface StoredMedia {
  /** Path relative to STORAGE_DIR, e.g. `companies/3/media/8f2c….jpg`. */
  path: string;
  mimetype: string;
  filename: string;
  size: number;
  /** True for a push-to-talk voice note. */
  voiceNote?: boolean;
}

/** A message seen on the connection: from a customer, or sent from the phone / by us (fromMe). */
export interface EngineMessage {
  /** WhatsApp's message id (unique per connection together with chatId and fromMe). */
  id: string;
  /** The chat: a user JID (`…@s.whatsapp.net` or `…@lid`) or a group JID (`…@g.us`). */
  chatId: string;
  fromMe: boolean;
  isGroup: boolean;
  groupName?: string;
  /** Who wrote it: the customer's identities (LID and/or phone) and push name. In groups, the participant. */
  sender: ContactIdentity;
  /** Seconds since the epoch, as WhatsApp stamped it. */
  timestamp: number;
  body: string;
  mediaType?: MediaType;
  media?: StoredMedia;
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  vcard?: string;
  quotedId?: string;
  /** True when it arrived in the reconnect backlog ('append') rather than live ('notify'). */
  backlog?: boolean;
}

/** One person as WhatsApp knows them: a LID, a phone number, or both. */
export interface ContactIdentity {
  /** The full LID JID, e.g. `123456789@lid`. */
  lid?: string;
  /** Digits only, with country code. */
  phone?: string;
  pushName?: string;
}

export type Ack = 0 | 1 | 2 | 3 | 4 | 5;

/** What a provider reports; each becomes a durable job for the conversations pipeline. */
export type EngineEvent =
  | { type: 'status'; status: ConnectionStatus; qrcode?: string; pairingCode?: string; number?: string; reason?: string }
  | { type: 'message'; message: EngineMessage }
  | { type: 'ack'; chatId: string; messageId: string; ack: Ack }
  | { type: 'edit'; chatId: string; messageId: string; body: string }
  | { type: 'revoke'; chatId: string; messageId: string }
  | { type: 'reaction'; chatId: string; messageId: string; emoji: string; fromMe: boolean; sender: ContactIdentity }
  | { type: 'contacts'; contacts: (ContactIdentity & { name?: string })[] }
  | { type: 'call'; callId: string; from: ContactIdentity; isVideo: boolean; status: 'offer' | 'reject' | 'timeout' | 'accept' | 'terminate' };

/** Something to send; `to` is a chat JID. */
export interface OutgoingMessage {
  to: string;
  /** Our pre-generated id, stored before sending so an early ack or echo always finds its row. */
  id?: string;
  body?: string;
  quotedId?: string;
  media?: StoredMedia & { asVoiceNote?: boolean };
  location?: { latitude: number; longitude: number; name?: string; address?: string };
  contact?: { name: string; phone: string };
}

export interface SentMessage {
  id: string;
  timestamp: number;
}

/** One live session of one connection, owned by the whatsapp process. */
export interface WhatsappSession {
  /** Connects with the stored auth; unpaired sessions start emitting QR codes. */
  start(): Promise<void>;
  /** Ends the socket but keeps the pairing (shutdown, lease lost). Never logs out. */
  stop(): Promise<void>;
  /** Unlinks the device and wipes the auth state (user-initiated disconnect). */
  logout(): Promise<void>;
  /** Asks for a pairing code for the phone number (alternative to the QR). */
  requestPairingCode(phone: string): Promise<string>;
  send(message: OutgoingMessage): Promise<SentMessage>;
  edit(chatId: string, messageId: string, body: string): Promise<void>;
  /** Reacts to a message of the chat (`fromMe`: the message is ours); an empty emoji takes the reaction back. */
  react(chatId: string, messageId: string, emoji: string, fromMe: boolean): Promise<void>;
  deleteForEveryone(chatId: string, messageId: string, fromMe: boolean): Promise<void>;
  markRead(chatId: string, messageIds: string[]): Promise<void>;
  /** Whether the number exists on WhatsApp, and its JID. */
  checkNumber(phone: string): Promise<{ exists: boolean; jid?: string }>;
  profilePicture(jid: string): Promise<string | null>;
  rejectCall(callId: string, from: string): Promise<void>;
}

/** What the session manager gives every provider. */
export interface SessionDeps {
  whatsappId: number;
  companyId: number;
  /** Reports an event; resolves once it is durably queued (or applied, for status). */
  emit(event: EngineEvent): Promise<void>;
  /** True while this process still holds the connection's lease (fencing for auth writes). */
  holdsLease(): boolean;
}
