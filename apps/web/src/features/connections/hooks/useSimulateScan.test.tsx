import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../lib/query-client';
import { serve } from '../../../test/serve-routes';
import { useSimulateScan } from './useSimulateScan';

function renderScan(routes: Parameters<typeof serve>[0]) {
  const server = serve(routes);
  render(<AppProviders queryClient={createQueryClient()}>{null}</AppProviders>);
  const { result } = renderHook(() => useSimulateScan(4));
  return { ...server, result };
}

describe('useSimulateScan', () => {
  it("scans the connection's QR code, spinning until the API answers", async () => {
    const { writes, result } = renderScan({
      'POST /sandbox/4/scan': () => ({ status: 200, data: { status: 'CONNECTED' } }),
    });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.scan();
    });
    expect(result.current.scanning).toBe(true);
    await act(() => done);
    expect(result.current.scanning).toBe(false);
    expect(writes()).toEqual([{ method: 'POST', url: '/sandbox/4/scan', body: {} }]);
  });

  it('toasts a refused scan and stops spinning', async () => {
    const { result } = renderScan({ 'POST /sandbox/4/scan': () => ({ status: 409, data: { error: 'ERR_SESSION_NOT_PENDING' } }) });
    await act(() => result.current.scan());
    expect(result.current.scanning).toBe(false);
    await waitFor(() => expect(screen.getByText('ERR_SESSION_NOT_PENDING')).toBeInTheDocument());
  });
});
