import { useState } from 'react';
import { fetchProtectedFile, openPendingTab, showBlobInTab } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { CUSTOMER_DOCUMENTS, staffFileUrl, storedFileName } from '../api/documents';
import type { DocumentKey, StaffCustomer } from '../api/types';

/**
 * Opens a customer's document in a new tab: fetched with the staff token into a Blob, shown
 * through a blob: URL that lives 30 s. Missing -> 'No Document'; any failure -> 'Access Failed'.
 */
export function useOpenDocument() {
  const { token } = useSession();
  const { toast } = useToast();
  const [opening, setOpening] = useState<DocumentKey | null>(null);

  const openDocument = async (customer: StaffCustomer, key: DocumentKey) => {
    const { shortLabel } = CUSTOMER_DOCUMENTS[key];
    const fileName = storedFileName(customer, key);
    if (!fileName) {
      toast({
        title: 'No Document',
        description: `${customer.fullName} has no ${shortLabel} on file.`,
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
          title: 'Access Failed',
          description: 'The browser blocked the new tab. Please allow pop-ups for this site.',
          variant: 'destructive',
        });
      }
    } catch (error) {
      tab?.close();
      toast({ title: 'Access Failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  return { openDocument, opening };
}
