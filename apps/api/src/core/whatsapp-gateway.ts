import type { ErrorCode } from '@zapdesk/shared';
import { env } from '../config/env.js';
import type { OutgoingMessage, SentMessage } from '../channels/whatsapp/types.js';
import { AppError } from './errors.js';

/** Actions the sandbox's simulated phone accepts through the gateway (see channels/whatsapp/sandbox). */
export type SandboxAction = 'scan' | 'inbound' | 'ack' | 'edit' | 'revoke' | 'reaction' | 'disconnect' | 'address-book';

/**
 * The port use-cases call to reach the whatsapp process, which owns every live session.
 * Each call names the connection and its company; the process checks they match.
 */
export interface WhatsappGateway {
  /** (Re)starts a session with its stored pairing: 'retry'. */
  startSession(companyId: number, whatsappId: number): Promise<void>;
  /** Drops the stored pairing and starts over with a fresh QR code. */
  requestNewQr(companyId: number, whatsappId: number): Promise<void>;
  /** Unlinks the device (logout) and wipes the pairing. */
  disconnect(companyId: number, whatsappId: number): Promise<void>;
  /** Stops and forgets a session whose connection is being deleted. */
  removeSession(companyId: number, whatsappId: number): Promise<void>;
  requestPairingCode(companyId: number, whatsappId: number, phone: string): Promise<{ code: string }>;
  send(companyId: number, whatsappId: number, message: OutgoingMessage): Promise<SentMessage>;
  edit(companyId: number, whatsappId: number, input: { chatId: string; messageId: string; body: string }): Promise<void>;
  react(companyId: number, whatsappId: number, input: { chatId: string; messageId: string; emoji: string; fromMe: boolean }): Promise<void>;
  deleteForEveryone(companyId: number, whatsappId: number, input: { chatId: string; messageId: string; fromMe: boolean }): Promise<void>;
  markRead(companyId: number, whatsappId: number, input: { chatId: string; messageIds: string[] }): Promise<void>;
  checkNumber(companyId: number, whatsappId: number, phone: string): Promise<{ exists: boolean; jid?: string }>;
  profilePicture(companyId: number, whatsappId: number, jid: string): Promise<{ url: string | null }>;
  rejectCall(companyId: number, whatsappId: number, input: { callId: string; from: string }): Promise<void>;
  sandbox(companyId: number, whatsappId: number, action: SandboxAction, body: unknown): Promise<unknown>;
}

/** The secret the API and worker present to the gateway: its own, so a leaked JWT secret does not open it. */
export const gatewayKey = () => env.WHATSAPP_GATEWAY_KEY;

/** The gateway over HTTP (the whatsapp process listens on WHATSAPP_GATEWAY_PORT, inside the private network). */
export class HttpWhatsappGateway implements WhatsappGateway {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(companyId: number, whatsappId: number, path: string, body: unknown = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/sessions/${whatsappId}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': gatewayKey() },
        body: JSON.stringify({ companyId, ...(body as object) }),
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 503, 'The WhatsApp process is not reachable');
    }
    const payload = (await response.json().catch(() => ({}))) as { error?: ErrorCode; message?: string } & Record<string, unknown>;
    if (!response.ok) {
      const { error, message, ...extra } = payload;
      throw new AppError(error ?? 'ERR_WAPP_NOT_INITIALIZED', response.status, message, extra);
    }
    return payload as T;
  }

  startSession = (c: number, w: number) => this.call<void>(c, w, 'start');
  requestNewQr = (c: number, w: number) => this.call<void>(c, w, 'new-qr');
  disconnect = (c: number, w: number) => this.call<void>(c, w, 'disconnect');
  removeSession = (c: number, w: number) => this.call<void>(c, w, 'remove');
  requestPairingCode = (c: number, w: number, phone: string) => this.call<{ code: string }>(c, w, 'pairing-code', { phone });
  send = (c: number, w: number, message: OutgoingMessage) => this.call<SentMessage>(c, w, 'send', { message });
  edit = (c: number, w: number, input: { chatId: string; messageId: string; body: string }) => this.call<void>(c, w, 'edit', input);
  react = (c: number, w: number, input: { chatId: string; messageId: string; emoji: string; fromMe: boolean }) => this.call<void>(c, w, 'react', input);
  deleteForEveryone = (c: number, w: number, input: { chatId: string; messageId: string; fromMe: boolean }) => this.call<void>(c, w, 'delete', input);
  markRead = (c: number, w: number, input: { chatId: string; messageIds: string[] }) => this.call<void>(c, w, 'read', input);
  checkNumber = (c: number, w: number, phone: string) => this.call<{ exists: boolean; jid?: string }>(c, w, 'check-number', { phone });
  profilePicture = (c: number, w: number, jid: string) => this.call<{ url: string | null }>(c, w, 'profile-picture', { jid });
  rejectCall = (c: number, w: number, input: { callId: string; from: string }) => this.call<void>(c, w, 'reject-call', input);
  sandbox = (c: number, w: number, action: SandboxAction, body: unknown) => this.call<unknown>(c, w, `sandbox/${action}`, { body });
}

let instance: WhatsappGateway = new HttpWhatsappGateway(env.WHATSAPP_GATEWAY_URL);

/** The gateway the use-cases call. */
export function whatsappGateway(): WhatsappGateway {
  return instance;
}

/** Points the port at another gateway URL (tests start the whatsapp process on a free port). */
export function useWhatsappGatewayUrl(url: string): void {
  instance = new HttpWhatsappGateway(url);
}
