import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import type { QueuedUpload } from '../../lib/offline/uploadQueue';
import { uploadQueue } from '../../lib/offline/uploadQueueInstance';
import { useOnline } from '../../lib/offline/useOnline';
import { TAP_TARGET } from '../tapTarget';

export interface UploadQueueLineProps {
  /** The pieces of this screen's rental still on the phone. */
  items: readonly QueuedUpload[];
}

/**
 * What the phone still holds for the server, in one line: "3 photos waiting for signal" without
 * a connection, "Sending 3 photos..." with one; a piece the server refused is named with its
 * reason and can be removed, to be taken again.
 */
export function UploadQueueLine({ items }: UploadQueueLineProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const waiting = items.filter((item) => item.state === 'waiting');
  const failed = items.filter((item) => item.state === 'failed');
  if (items.length === 0) return null;
  const photos = waiting.filter((item) => item.target !== 'signature').length;
  const signature = waiting.some((item) => item.target === 'signature');
  const lines = [
    ...(photos > 0 ? [t(online ? 'offline.photosSending' : 'offline.photosWaiting', { count: photos })] : []),
    ...(signature ? [t(online ? 'offline.signatureSending' : 'offline.signatureWaiting')] : []),
  ];
  return (
    <Stack spacing={1} role="region" aria-label={t('offline.queueLabel')} data-testid="upload-queue">
      {lines.length > 0 && (
        <Alert severity="info" icon={online ? <CloudUploadOutlinedIcon /> : <CloudOffIcon />} aria-live="polite">
          {lines.join(' · ')}
        </Alert>
      )}
      {failed.map((item) => (
        <Alert
          key={item.clientId}
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void uploadQueue().discard(item.clientId)}
              aria-label={t('offline.discardLabel')}
              sx={TAP_TARGET}
            >
              {t('offline.discard')}
            </Button>
          }
        >
          {t('offline.failed', { message: item.error ? translateMessage(item.error) : t('offline.failedDefault') })}
        </Alert>
      ))}
    </Stack>
  );
}
