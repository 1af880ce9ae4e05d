import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { errorMessage, GENERIC_ERROR_MESSAGE } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { invoiceFileName, invoicePdfUrl, useCreateInvoiceMutation, useDeleteInvoiceMutation } from '../api/staffInvoicesApi';
import type { InvoiceBody, InvoiceView } from '../api/types';
import { translateError } from '../../../i18n';

/** The server's message for a failed download; the default text when it gave none. */
function downloadProblem(error: unknown, fallback: string): string {
  const message = errorMessage(error, '');
  return message && message !== GENERIC_ERROR_MESSAGE ? message : fallback;
}

/**
 * Generate, delete and download, each with its toasts: 'Success' / 'Error' for
 * generate and delete, 'Download Complete' / 'Download Failed'. Each action says whether it worked.
 */
/** How staff name an invoice: its INV number, or "#id" for one made before invoices were numbered. */
const invoiceReference = (invoice: Pick<InvoiceView, 'id' | 'number'>) => invoice.number ?? `#${invoice.id}`;

export function useInvoiceActions() {
  const { t } = useTranslation('staffInvoices');
  const { toast } = useToast();
  const { token } = useSession();
  const [createInvoice, creation] = useCreateInvoiceMutation();
  const [deleteInvoice, deletion] = useDeleteInvoiceMutation();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const failed = (error: unknown) => toast({ title: t('toasts.error'), description: translateError(error), variant: 'destructive' });

  const create = async (body: InvoiceBody, idempotencyKey: string): Promise<boolean> => {
    try {
      const invoice = await createInvoice({ body, idempotencyKey }).unwrap();
      toast({
        title: t('toasts.success'),
        description: t('toasts.created', { reference: invoiceReference(invoice), name: invoice.customerName }),
      });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const remove = async (invoice: InvoiceView): Promise<boolean> => {
    try {
      await deleteInvoice(invoice.id).unwrap();
      toast({ title: t('toasts.success'), description: t('toasts.deleted', { reference: invoiceReference(invoice) }) });
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  };

  const download = async (invoice: InvoiceView): Promise<void> => {
    setDownloadingId(invoice.id);
    try {
      const { blob } = await fetchProtectedFile(invoicePdfUrl(invoice.id), token);
      const name = invoiceFileName(invoice);
      downloadBlob(blob, name);
      toast({ title: t('toasts.downloaded'), description: t('toasts.downloadedDescription', { name }) });
    } catch (error) {
      toast({
        title: t('toasts.downloadFailed'),
        description: downloadProblem(error, t('toasts.downloadFailedDefault')),
        variant: 'destructive',
      });
    } finally {
      setDownloadingId(null);
    }
  };

  return { create, remove, download, creating: creation.isLoading, deleting: deletion.isLoading, downloadingId };
}
