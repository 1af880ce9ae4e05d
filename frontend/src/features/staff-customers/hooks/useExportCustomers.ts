import { useState } from 'react';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { useSession } from '../../../lib/session';
import { EXPORT_URL } from '../api/documents';

/** 'Export Excel': the workbook (sheets Customers and Rentals) saved under the server's dated name. */
export function useExportCustomers() {
  const { token } = useSession();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);

  const exportCustomers = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await fetchProtectedFile(EXPORT_URL, token);
      const name = fileName ?? `customers-${todayInKualaLumpur()}.xlsx`;
      downloadBlob(blob, name);
      toast({ title: 'Export Successful!', description: `${name} has the Customers and Rentals sheets.` });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Unable to generate Excel file. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return { exportCustomers, exporting };
}
