import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../../app/store';
import { useSession } from '../../../lib/session';
import { sendFormWithProgress } from '../../../lib/sendFormWithProgress';
import { invalidatePayment, proofUploadUrl } from '../api/paymentsApi';
import type { PaymentView } from '../../../api/types';

/** The multipart field the server reads. */
export const PROOF_FIELD = 'paymentProof';

/**
 * POST /api/payments/:id/proof with upload progress (XHR, lib/sendFormWithProgress). Leaving the
 * screen cancels it. Resolves with the updated payment; rejects with a FormSendError.
 */
export function useProofUpload() {
  const { token } = useSession();
  const dispatch = useDispatch<AppDispatch>();
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (payment: PaymentView, file: File): Promise<PaymentView> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const form = new FormData();
    form.append(PROOF_FIELD, file, file.name);
    setPercent(0);
    try {
      const updated = await sendFormWithProgress<PaymentView>(proofUploadUrl(payment.id), form, {
        token,
        onProgress: setPercent,
        signal: current.signal,
      });
      dispatch(invalidatePayment(payment.id));
      return updated;
    } finally {
      if (controller.current === current) controller.current = null;
      if (!current.signal.aborted) setPercent(null);
    }
  };

  return { upload, percent, uploading: percent !== null };
}
