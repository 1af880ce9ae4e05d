import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { currentLanguage, translateError } from '../../../i18n';
import { useSession } from '../../../lib/session';
import type { ReportRange, ReportSection } from '../api/types';
import { workbookUrl } from '../utils/reportQuery';

/**
 * 'Export to Excel': the report's workbook for the range asked for, saved under the server's dated
 * name. The server writes its headings in the language of Accept-Language, so the app's language
 * is sent as every API call sends it.
 */
export function useExportReport() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('staffReports');
  const [exporting, setExporting] = useState<ReportSection | null>(null);

  const exportReport = async (section: ReportSection, range: ReportRange) => {
    setExporting(section);
    try {
      const { blob, fileName } = await fetchProtectedFile(workbookUrl(section, range), token, { 'accept-language': currentLanguage() });
      const name = fileName ?? `${section}-report.xlsx`;
      downloadBlob(blob, name);
      toast({ title: t('export.done'), description: t('export.doneDescription', { name }) });
    } catch (error) {
      // The server's own reason (a range too long, a busy server) says more than a generic failure.
      toast({ title: t('export.failed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setExporting(null);
    }
  };

  return { exportReport, exporting };
}
