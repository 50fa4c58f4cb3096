import type { WhatsappProvider } from '@zapdesk/shared';
import type { SessionDeps, WhatsappSession } from './types.js';
import type { SandboxAction } from '../../core/whatsapp-gateway.js';

/** A session that can also play the phone's side (the sandbox provider). */
export interface SimulatedSession extends WhatsappSession {
  simulate(action: SandboxAction, body: unknown): Promise<unknown>;
}

export const isSimulated = (session: WhatsappSession): session is SimulatedSession => typeof (session as Partial<SimulatedSession>).simulate === 'function';

/** Builds the session of a connection for its provider. */
export type SessionFactories = Record<WhatsappProvider, (deps: SessionDeps) => WhatsappSession>;
