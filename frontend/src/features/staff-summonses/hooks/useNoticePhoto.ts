import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProtectedFile, openPendingTab, showBlobInTab } from '../../../components/files';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useSession } from '../../../lib/session';
import type { RoadCharge } from '../api/types';

/** The notice's photo opened in a new tab, fetched with the staff token; the id of the one loading. */
export function useNoticePhoto() {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'toasts' });
  const { toast } = useToast();
  const { token } = useSession();
  const [opening, setOpening] = useState<number | null>(null);

  const view = async (charge: RoadCharge) => {
    // Opened inside the click so pop-up blockers let it through; filled once the image arrives.
    const tab = openPendingTab();
    setOpening(charge.id);
    try {
      const { blob } = await fetchProtectedFile(`/api/staff/road-charges/${charge.id}/photo`, token);
      if (!showBlobInTab(blob, tab)) toast({ title: t('photoFailed'), description: t('popupBlocked'), variant: 'destructive' });
    } catch (error) {
      tab?.close();
      toast({ title: t('photoFailed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setOpening(null);
    }
  };

  return { view, opening };
}
