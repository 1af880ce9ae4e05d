import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyDocumentMessage, downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { rentalRecordsUrl } from '../api/files';
import type { RentalStatusFilter, RentalTimeFilter } from '../api/types';

/** 'Download PDF': the list as filtered now, saved as rentals-<filter>.pdf. */
export function useRentalRecordsPdf(filter: RentalTimeFilter, status: RentalStatusFilter) {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('staffRentals');
  const [downloading, setDownloading] = useState(false);

  const downloadRecords = async () => {
    setDownloading(true);
    try {
      const { blob } = await fetchProtectedFile(rentalRecordsUrl(filter, status), token);
      const name = `rentals-${filter}.pdf`;
      downloadBlob(blob, name);
      toast({ title: t('toasts.downloaded'), description: t('toasts.downloadedDescription', { name }) });
    } catch (failure) {
      toast({
        title: t('toasts.recordsDownloadFailed'),
        description: busyDocumentMessage(failure) ?? t('toasts.recordsDownloadFailedDescription'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return { downloadRecords, downloading };
}
