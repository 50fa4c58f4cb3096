import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLiveEvent } from '../../../live/useLiveEvent';

/** Spec §4: after the renewal message the screen goes to / after 4 s. */
export const RENEWAL_REDIRECT_MS = 4000;

/**
 * Waits for `company-{id}-payment` CONCLUIDA of the invoice being paid: gives the company's new due date (for
 * 'Sua licença foi renovada até {date}!') and goes to / 4 s later.
 */
export function useRenewal(invoiceId: number | null): string | null {
  const navigate = useNavigate();
  const [renewedUntil, setRenewedUntil] = useState<string | null>(null);
  useLiveEvent(
    'payment',
    (payload) => {
      if (payload.action === 'CONCLUIDA' && payload.invoiceId === invoiceId) setRenewedUntil(payload.company.dueDate ?? '');
    },
    invoiceId !== null,
  );
  useEffect(() => {
    if (renewedUntil === null) return undefined;
    const timer = setTimeout(() => navigate('/'), RENEWAL_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [renewedUntil, navigate]);
  return renewedUntil;
}
