import { useEffect, useRef } from 'react';
import { useLiveBus } from './live-context';
import type { LiveEntity, LiveListener } from './live-events';

/**
 * A screen's own reaction to a live event (a sound, a navigation, closing a dialog), after the provider has
 * already put the event into every cached query. Caches are never updated here: that is the resources' job.
 */
export function useLiveEvent<E extends LiveEntity>(entity: E, listener: LiveListener<E>, enabled = true): void {
  const bus = useLiveBus();
  const listenerRef = useRef(listener);
  useEffect(() => {
    listenerRef.current = listener;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return bus.on(entity, (payload) => listenerRef.current(payload));
  }, [bus, entity, enabled]);
}
