import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile, FileFetchError } from '../../../components/files/blobFiles';
import { useToast } from '../../../components/toast/useToast';
import { translateMessage } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { receiptFileName, receiptUrl, type ReceiptKind } from '../api/paymentsApi';
import type { PaymentView } from '../../../api/types';

/** Answers whose message tells the customer what to do (wait for their other documents, or a minute). */
const SAY_WHY_STATUSES = [429, 503];

export interface ReceiptDownloading {
  id: number;
  kind: ReceiptKind;
}

/**
 * 'Download Receipt' (PDF) and 'Receipt Image' (JPEG): fetched with the customer's token and saved
 * as receipt-<receiptNumber>.pdf / .jpg, with SPEC.md's toasts.
 */
export function useReceiptDownload() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('payments');
  const [downloading, setDownloading] = useState<ReceiptDownloading | null>(null);

  const downloadReceipt = async (payment: PaymentView, kind: ReceiptKind) => {
    setDownloading({ id: payment.id, kind });
    try {
      const { blob } = await fetchProtectedFile(receiptUrl(payment.id, kind), token);
      const name = receiptFileName(payment.receiptNumber, kind);
      downloadBlob(blob, name);
      toast({ title: t('toasts.receiptDownloaded'), description: t('toasts.receiptDownloadedDescription', { name }) });
    } catch (failure) {
      const sayWhy = failure instanceof FileFetchError && failure.status !== null && SAY_WHY_STATUSES.includes(failure.status);
      const description = sayWhy ? translateMessage(failure.message) : t('toasts.downloadErrorDescription');
      toast({ title: t('toasts.downloadError'), description, variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return { downloadReceipt, downloading };
}
