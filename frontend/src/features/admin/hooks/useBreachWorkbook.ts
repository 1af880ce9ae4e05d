import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob, fetchProtectedFile } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { currentLanguage, translateError } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { breachWorkbookUrl, type BreachArgs } from '../api/breachApi';

export type BreachList = 'document-views' | 'exposed-customers';

/**
 * A breach list's workbook for the period and staff account on screen, saved under the server's
 * name; headings in the app's language (sent as Accept-Language). The server logs the download.
 */
export function useBreachWorkbook() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('breach');
  const [downloading, setDownloading] = useState<BreachList | null>(null);

  const download = async (list: BreachList, filters: Omit<BreachArgs, 'page' | 'limit'>) => {
    setDownloading(list);
    try {
      const { blob, fileName } = await fetchProtectedFile(breachWorkbookUrl(list, filters), token, {
        'accept-language': currentLanguage(),
      });
      const name = fileName ?? `breach-${list}.xlsx`;
      downloadBlob(blob, name);
      toast({ title: t('downloaded'), description: t('downloadedDescription', { name }) });
    } catch (error) {
      toast({ title: t('downloadFailed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return { download, downloading };
}
