import { useState } from 'react';
import { toastError } from '../../../lib/toast-error';
import { simulateScan } from '../../../resources/connections/api';

/** The sandbox's 'Simular leitura' (QR modal and simulated phone): scans the connection's QR code, spinning meanwhile. */
export function useSimulateScan(connectionId: number) {
  const [scanning, setScanning] = useState(false);
  const scan = async () => {
    setScanning(true);
    try {
      await simulateScan(connectionId);
    } catch (error) {
      toastError(error);
    } finally {
      setScanning(false);
    }
  };
  return { scanning, scan };
}
