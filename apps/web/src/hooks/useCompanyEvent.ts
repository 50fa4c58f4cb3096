import { useEffect, useRef } from 'react';
import { companyEvent, type CompanyEntity, type CompanyEventPayloads } from '@zapdesk/shared';
import { getSocket } from '../lib/socket';
import { useAuth } from '../session/useAuth';

/** Listens to `company-{companyId}-{entity}` on the session's socket while mounted and enabled. */
export function useCompanyEvent<E extends CompanyEntity>(
  entity: E,
  listener: (payload: CompanyEventPayloads[E]) => void,
  enabled = true,
): void {
  const { user } = useAuth();
  const companyId = user?.companyId ?? null;
  const listenerRef = useRef(listener);

  useEffect(() => {
    listenerRef.current = listener;
  });

  useEffect(() => {
    if (companyId === null || !enabled) return undefined;
    const event = companyEvent(companyId, entity);
    const handle = (payload: CompanyEventPayloads[E]) => listenerRef.current(payload);
    let socket: ReturnType<typeof getSocket> = null;
    // On a fresh page load the session opens its socket in an effect that runs after this screen's
    // effects (parents run last): attaching one tick later finds the socket that will stay open.
    const timer = setTimeout(() => {
      socket = getSocket();
      socket?.on(event, handle);
    }, 0);
    return () => {
      clearTimeout(timer);
      socket?.off(event, handle);
    };
  }, [companyId, entity, enabled]);
}
