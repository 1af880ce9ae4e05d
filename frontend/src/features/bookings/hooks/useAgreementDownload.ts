import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files/blobFiles';
import { useToast } from '../../../components/toast/useToast';
import { useSession } from '../../../lib/session';
import { agreementUrl } from '../api/myRentalsApi';
import type { CustomerRental } from '../api/types';

/** 'Download Agreement': the signed PDF, fetched with the customer's token, saved as agreement-<id>.pdf. */
export function useAgreementDownload() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('bookings');
  const [downloading, setDownloading] = useState<number | null>(null);

  const downloadAgreement = async (rental: CustomerRental) => {
    setDownloading(rental.id);
    try {
      const { blob } = await fetchProtectedFile(agreementUrl(rental.id), token);
      const name = `agreement-${rental.id}.pdf`;
      downloadBlob(blob, name);
      toast({ title: t('rentalToasts.downloaded'), description: t('rentalToasts.downloadedDescription', { name }) });
    } catch {
      toast({
        title: t('rentalToasts.downloadFailed'),
        description: t('rentalToasts.downloadFailedDescription'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(null);
    }
  };

  return { downloadAgreement, downloading };
}
