import IconButton from '@mui/material/IconButton';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/useToast';

/** Copies a value (the account number, the reference) for pasting into the banking app. */
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
    <IconButton aria-label={label} title={label} onClick={() => void copy()} size="small">
      <ContentCopyIcon fontSize="small" />
    </IconButton>
  );
}
