import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyDocumentMessage, downloadBlob, fetchProtectedFile, openPendingTab, showBlobInTab } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { paymentProofUrl, receiptFileName, receiptPdfUrl } from '../api/files';
import type { StaffPayment } from '../api/types';
import { translateError } from '../../../i18n';

/** What runs for which payment: one file at a time. */
export type PaymentFileAction = { kind: 'proof' | 'receipt'; id: number } | null;

/**
 * The proof image opened in a new tab and the receipt PDF saved, both fetched with the staff
 * token (the customers' documents work the same way).
 */
export function usePaymentFiles() {
  const { t } = useTranslation('staffPayments');
  const { toast } = useToast();
  const { token } = useSession();
  const [running, setRunning] = useState<PaymentFileAction>(null);

  const viewProof = async (payment: StaffPayment) => {
    // Opened inside the click so pop-up blockers let it through; filled once the image arrives.
    const tab = openPendingTab();
    setRunning({ kind: 'proof', id: payment.id });
    try {
      const { blob } = await fetchProtectedFile(paymentProofUrl(payment.id), token);
      if (!showBlobInTab(blob, tab)) {
        toast({ title: t('toasts.proofFailed'), description: t('toasts.popupBlocked'), variant: 'destructive' });
      }
    } catch (error) {
      tab?.close();
      toast({ title: t('toasts.proofFailed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setRunning(null);
    }
  };

  const downloadReceipt = async (payment: StaffPayment) => {
    setRunning({ kind: 'receipt', id: payment.id });
    try {
      const { blob } = await fetchProtectedFile(receiptPdfUrl(payment.id), token);
      const name = receiptFileName(payment.receiptNumber);
      downloadBlob(blob, name);
      toast({ title: t('toasts.receiptDownloaded'), description: t('toasts.receiptDownloadedDescription', { name }) });
    } catch (failure) {
      toast({
        title: t('toasts.receiptFailed'),
        description: busyDocumentMessage(failure) ?? t('toasts.receiptFailedDescription'),
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };

  return { viewProof, downloadReceipt, running };
}
