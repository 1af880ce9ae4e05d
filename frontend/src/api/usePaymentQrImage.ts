import { useEffect, useState } from 'react';
import { httpErrorMessage, NETWORK_ERROR_MESSAGE } from '../lib/httpError';

/** The business's uploaded DuitNow QR (public): staff see it read-only, the admin replaces it. 404 when none is uploaded. */
export const PAYMENT_QR_URL = '/api/settings/payment-qr';

export type CurrentQr = { state: 'loading' } | { state: 'none' } | { state: 'uploaded'; image: Blob } | { state: 'error'; message: string };

/** GET /api/settings/payment-qr (public), never from the browser's cache: 404 means none is uploaded. */
async function loadQr(): Promise<CurrentQr> {
  let response: Response;
  try {
    response = await fetch(PAYMENT_QR_URL, { cache: 'no-store', credentials: 'include' });
  } catch {
    return { state: 'error', message: NETWORK_ERROR_MESSAGE };
  }
  if (response.status === 404) return { state: 'none' };
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    return { state: 'error', message: httpErrorMessage(response.statusText, body) };
  }
  return { state: 'uploaded', image: await response.blob() };
}

/** The uploaded QR image, reloaded whenever `version` changes (after an upload or a removal). */
export function useCurrentPaymentQr(version: number): CurrentQr {
  const [current, setCurrent] = useState<CurrentQr>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    setCurrent({ state: 'loading' });
    void loadQr().then((loaded) => {
      if (!cancelled) setCurrent(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [version]);
  return current;
}
