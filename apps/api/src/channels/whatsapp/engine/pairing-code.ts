import { AppError } from '../../../core/errors.js';

/**
 * Linking by pairing code instead of QR. The code needs an open WebSocket (the first QR of a socket
 * proves it) and is asked once per socket; the API caller waits for the first code, with a timeout
 * under the gateway's 60 s so it gets an answer instead of a hang.
 */
export class PairingCodeFlow {
  /** Digits of the phone being linked, while the user links by code. */
  phone?: string;
  private askedOnSocket = 0;
  private waiter?: { resolve(code: string): void; reject(error: Error): void; timer: NodeJS.Timeout };

  /** Starts linking this phone by code; resolves with the first code WhatsApp gives. */
  begin(phone: string, timeoutMs: number): Promise<string> {
    this.fail('A newer pairing code was requested');
    this.phone = phone;
    this.askedOnSocket = 0;
    const code = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(new AppError('ERR_WAPP_NOT_INITIALIZED', 504, 'WhatsApp did not answer in time')), timeoutMs);
      this.waiter = { resolve, reject, timer };
    });
    // The caller gets the rejection; this only keeps an early one from counting as unhandled.
    code.catch(() => undefined);
    return code;
  }

  /** Asks the socket for a code, once per socket; returns the code, or undefined when not asked. */
  async request(socketGeneration: number, ask: (phone: string) => Promise<string>): Promise<string | undefined> {
    const { phone } = this;
    if (!phone || this.askedOnSocket === socketGeneration) return undefined;
    this.askedOnSocket = socketGeneration;
    try {
      const code = await ask(phone);
      this.settle(code);
      return code;
    } catch (error) {
      this.settle(error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
  }

  /** Linking finished (connected) or was abandoned (stopped): no more codes. */
  end(reason?: string): void {
    this.phone = undefined;
    if (reason) this.fail(reason);
  }

  private fail(reason: string): void {
    this.settle(new AppError('ERR_WAPP_NOT_INITIALIZED', 409, reason));
  }

  private settle(result: string | Error): void {
    const waiter = this.waiter;
    if (!waiter) return;
    this.waiter = undefined;
    clearTimeout(waiter.timer);
    if (typeof result === 'string') waiter.resolve(result);
    else waiter.reject(result);
  }
}
