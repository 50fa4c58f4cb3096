import { OutboundUrlRefused } from '../../core/outbound-url.js';

/** Why an assistant could not answer (timeout, refused URL, HTTP 401/429/5xx …), in words for the ticket note. */
export class AssistantFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AssistantFailure';
  }

  static from(error: unknown): AssistantFailure {
    if (error instanceof AssistantFailure) return error;
    if (error instanceof OutboundUrlRefused) return new AssistantFailure(`the URL ${error.message}`);
    const status = (error as { status?: unknown }).status;
    const message = error instanceof Error ? error.message : String(error);
    return new AssistantFailure(typeof status === 'number' ? `HTTP ${status}: ${message}` : message, typeof status === 'number' ? status : null);
  }
}
