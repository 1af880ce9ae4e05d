import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PhotoIcon from '@mui/icons-material/Photo';
import { useTranslation } from 'react-i18next';
import { fetchProtectedFile, openPendingTab, showBlobInTab } from '../../../components/files';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { chargePhotoUrl } from '../api/files';

/**
 * 'Photo' on a charge staff backed with one: the picture needs the staff token, so it is fetched
 * and shown in a new tab (opened inside the click, so pop-up blockers let it through).
 */
export function ChargePhotoLink({ rentalId, entryId, line }: { rentalId: number; entryId: number; line: string }) {
  const { t } = useTranslation('staffRentals');
  const { token } = useSession();
  const { toast } = useToast();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    const tab = openPendingTab();
    setOpening(true);
    try {
      const { blob } = await fetchProtectedFile(chargePhotoUrl(rentalId, entryId), token);
      if (!showBlobInTab(blob, tab))
        toast({ title: t('account.photoFailed'), description: t('account.popupBlocked'), variant: 'destructive' });
    } catch (error) {
      tab?.close();
      toast({ title: t('account.photoFailed'), description: translateError(error), variant: 'destructive' });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Button
      size="small"
      onClick={() => void open()}
      disabled={opening}
      startIcon={opening ? <CircularProgress size={16} color="inherit" /> : <PhotoIcon />}
      aria-label={t('account.photoOf', { line })}
      sx={TAP_TARGET}
    >
      {t('account.photoLink')}
    </Button>
  );
}
