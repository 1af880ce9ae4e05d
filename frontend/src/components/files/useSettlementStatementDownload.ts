import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toast';
import { useSession } from '../../lib/session';
import { busyDocumentMessage, downloadBlob, fetchProtectedFile } from './blobFiles';

/** The settled account as a PDF in the customer's language (staff, or the rental's own customer). */
export function settlementStatementUrl(id: number): string {
  return `/api/rentals/${id}/settlement-statement`;
}

/**
 * 'Settlement Statement': the settled account as a PDF, in the customer's language whoever asks,
 * fetched with the signed-in person's token and saved as settlement-<id>.pdf. Shared by staff's
 * deposit settlement and the customer's My Rentals.
 */
export function useSettlementStatementDownload() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('common');
  const [downloading, setDownloading] = useState<number | null>(null);

  const downloadStatement = async (rentalId: number) => {
    setDownloading(rentalId);
    try {
      const { blob } = await fetchProtectedFile(settlementStatementUrl(rentalId), token);
      const name = `settlement-${rentalId}.pdf`;
      downloadBlob(blob, name);
      toast({ title: t('settlementStatement.downloaded'), description: t('settlementStatement.downloadedDescription', { name }) });
    } catch (error) {
      toast({
        title: t('settlementStatement.failed'),
        description: busyDocumentMessage(error) ?? t('settlementStatement.failedDescription'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloadStatement, downloading };
}
