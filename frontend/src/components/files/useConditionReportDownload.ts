import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../toast';
import { useSession } from '../../lib/session';
import { busyDocumentMessage, downloadBlob, fetchProtectedFile } from './blobFiles';

/** Staff fetch a report through the return inspection, the customer through their own rental. */
export type ConditionReportReader = 'staff' | 'customer';

/** The return's condition report, in the customer's language whoever asks. */
export function conditionReportUrl(id: number, reader: ConditionReportReader): string {
  return reader === 'staff' ? `/api/staff/rentals/${id}/return/report` : `/api/rentals/${id}/condition-report`;
}

/**
 * 'Condition Report': the PDF made when the return was finalized (photos at pickup and return, the
 * damage map, fuel, mileage, charges and signatures), fetched with the signed-in person's token
 * and saved as condition-report-<id>.pdf. Shared by the return inspection and My Rentals.
 */
export function useConditionReportDownload(reader: ConditionReportReader) {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('common');
  const [downloading, setDownloading] = useState<number | null>(null);

  const downloadReport = async (rentalId: number) => {
    setDownloading(rentalId);
    try {
      const { blob } = await fetchProtectedFile(conditionReportUrl(rentalId, reader), token);
      const name = `condition-report-${rentalId}.pdf`;
      downloadBlob(blob, name);
      toast({ title: t('conditionReport.downloaded'), description: t('conditionReport.downloadedDescription', { name }) });
    } catch (error) {
      toast({
        title: t('conditionReport.failed'),
        description: busyDocumentMessage(error) ?? t('conditionReport.failedDescription'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloadReport, downloading };
}
