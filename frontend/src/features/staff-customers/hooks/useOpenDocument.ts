import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProtectedFile, openPendingTab, showBlobInTab } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { staffFileUrl, storedFileName } from '../api/documents';
import type { DocumentKey, StaffCustomer } from '../api/types';
import { translateError } from '../../../i18n';

/**
 * Opens a customer's document in a new tab: fetched with the staff token into a Blob, shown
 * through a blob: URL that lives 30 s. Missing -> 'No Document'; any failure -> 'Access Failed'.
 */
export function useOpenDocument() {
  const { token } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('staffCustomers');
  const [opening, setOpening] = useState<DocumentKey | null>(null);

  const openDocument = async (customer: StaffCustomer, key: DocumentKey) => {
    const fileName = storedFileName(customer, key);
    if (!fileName) {
      toast({
        title: t('open.noDocument'),
        description: t('open.noDocumentDescription', { name: customer.fullName, document: t(`documents.${key}.short`) }),
        variant: 'destructive',
      });
      return;
    }
    // Opened inside the click so pop-up blockers let it through; filled once the file arrives.
    const tab = openPendingTab();
    setOpening(key);
    try {
      const { blob } = await fetchProtectedFile(staffFileUrl(fileName), token);
      if (!showBlobInTab(blob, tab)) {
        toast({
          title: t('open.failed'),
          description: t('open.popupBlocked'),
          variant: 'destructive',
        });
      }
    } catch (error) {
      tab?.close();
      toast({ title: t('open.failed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  return { openDocument, opening };
}
