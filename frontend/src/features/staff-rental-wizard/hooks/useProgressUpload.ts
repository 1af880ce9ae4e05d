import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../../api/base';
import type { AppDispatch } from '../../../app/store';
import { useSession } from '../../../lib/session';
import { afterStepUpload, replaceCachedRental } from '../api/rentalWizardApi';
import { sendFormWithProgress } from '../../../lib/sendFormWithProgress';
import type { WizardRental } from '../api/types';

export interface ProgressUpload {
  /** POSTs the form; resolves with the updated rental (also put in the cache), rejects with an ApiError. */
  send: (url: string, form: FormData) => Promise<WizardRental>;
  /** 0-100 while an upload runs, else null. */
  progress: number | null;
}

/**
 * A multipart upload of the wizard (photos, key handover) with its progress. The answer replaces
 * the cached rental, and the rentals list is told. Leaving the wizard mid-upload stops it.
 */
export function useProgressUpload(): ProgressUpload {
  const { token } = useSession();
  const dispatch = useDispatch<AppDispatch>();
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (url: string, form: FormData): Promise<WizardRental> => {
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const rental = await sendFormWithProgress<WizardRental>(url, form, { token, onProgress: setProgress, signal: controller.signal });
      dispatch(replaceCachedRental(rental));
      dispatch(api.util.invalidateTags(afterStepUpload));
      return rental;
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  return { send, progress };
}
