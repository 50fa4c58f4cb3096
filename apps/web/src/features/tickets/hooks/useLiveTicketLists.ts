import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { useApplyToTicketLists } from './useApplyToTicketLists';

/** Keeps every ticket list live with the `ticket`, `appMessage` and `contact` events while mounted. */
export function useLiveTicketLists(): void {
  const apply = useApplyToTicketLists();
  useCompanyEvent('ticket', (payload) => apply({ entity: 'ticket', payload }));
  useCompanyEvent('appMessage', (payload) => apply({ entity: 'appMessage', payload }));
  useCompanyEvent('contact', (payload) => apply({ entity: 'contact', payload }));
}
