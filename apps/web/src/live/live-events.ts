import type { QueryClient } from '@tanstack/react-query';
import type { AnnouncementEventPayload, CompanyEntity, CompanyEventPayloads, UserDTO } from '@zapdesk/shared';

/** Every live event the web follows: the per-company entities plus the platform's announcements. */
export type LivePayloads = CompanyEventPayloads & { announcement: AnnouncementEventPayload };
export type LiveEntity = keyof LivePayloads;
export type LiveListener<E extends LiveEntity> = (payload: LivePayloads[E]) => void;

/** Puts one event into every cached query of a resource (each resource's `live.ts` exports one). */
export type LiveApplier<E extends LiveEntity> = (queryClient: QueryClient, payload: LivePayloads[E], viewer: UserDTO) => void;

/** The company entities the provider listens to (the shared payload map's keys, spelled out for the runtime). */
export const COMPANY_ENTITIES = [
  'user',
  'settings',
  'auth',
  'session',
  'company',
  'whatsapp',
  'whatsappSession',
  'ticket',
  'appMessage',
  'contact',
  'quickmessage',
  'queue',
  'schedule',
  'tag',
  'chat',
  'payment',
  // Declared by module augmentation in packages/shared/src/campaigns.ts.
  'campaign',
  'ContactList',
  'ContactListItem',
  'file',
  // Declared in packages/shared/src/events.ts for the AI assistants (issue 16).
  'prompt',
  'queueIntegration',
] as const satisfies readonly CompanyEntity[];

// Fails to compile when the shared payloads (or an augmentation of them) gain an entity this list does not name.
type Missing = Exclude<CompanyEntity, (typeof COMPANY_ENTITIES)[number]>;
export const everyEntityListed: Missing extends never ? true : Missing = true;

/** In-memory fan-out of the provider's events to screens' own reactions (a sound, a navigation). */
export interface LiveBus {
  on<E extends LiveEntity>(entity: E, listener: LiveListener<E>): () => void;
  emit<E extends LiveEntity>(entity: E, payload: LivePayloads[E]): void;
}

export function createLiveBus(): LiveBus {
  const listeners = new Map<LiveEntity, Set<(payload: never) => void>>();
  return {
    on(entity, listener) {
      const set = listeners.get(entity) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(entity, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(entity, payload) {
      for (const listener of [...(listeners.get(entity) ?? [])]) (listener as LiveListener<typeof entity>)(payload);
    },
  };
}
