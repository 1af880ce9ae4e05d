import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';

/** A full tap target on a phone, where the values are copied into the banking app. */
const COPY_BUTTON_SIZE = 44;

/** Copies a value (the bank, the account, the amount, the reference) for pasting into the banking app. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('payments');
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('qr.copied'), description: t('qr.copiedDescription', { value }) });
    } catch {
      toast({ title: t('qr.copyFailed'), variant: 'destructive' });
    }
  };
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={() => void copy()}
      sx={{ width: COPY_BUTTON_SIZE, height: COPY_BUTTON_SIZE, flexShrink: 0 }}
    >
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}
