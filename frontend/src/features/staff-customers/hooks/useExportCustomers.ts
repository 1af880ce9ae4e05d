import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { useSession } from '../../../lib/session';
import { EXPORT_URL } from '../api/documents';

/** 'Export Excel': the workbook (sheets Customers and Rentals) saved under the server's dated name. */
export function useExportCustomers() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('staffCustomers');
  const [exporting, setExporting] = useState(false);

  const exportCustomers = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchProtectedFile(EXPORT_URL, token);
      const name = fileName ?? `customers-${todayInKualaLumpur()}.xlsx`;
      downloadBlob(blob, name);
      toast({ title: t('export.done'), description: t('export.doneDescription', { name }) });
    } catch {
      toast({
        title: t('export.failed'),
        description: t('export.failedDescription'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return { exportCustomers, exporting };
}
