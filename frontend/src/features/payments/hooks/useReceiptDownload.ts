import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyDocumentMessage, downloadBlob, fetchProtectedFile } from '../../../components/files/blobFiles';
import { useToast } from '../../../components/toast/useToast';
import { useSession } from '../../../lib/session';
import { receiptFileName, receiptUrl, type ReceiptKind } from '../api/paymentsApi';
import type { PaymentView } from '../../../api/types';

export interface ReceiptDownloading {
  id: number;
  kind: ReceiptKind;
}

/**
 * 'Download Receipt' (PDF) and 'Receipt Image' (JPEG): fetched with the customer's token and saved
 * as receipt-<receiptNumber>.pdf / .jpg, with a toast for the outcome.
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
      const description = busyDocumentMessage(failure) ?? t('toasts.downloadErrorDescription');
      toast({ title: t('toasts.downloadError'), description, variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return { downloadReceipt, downloading };
}
