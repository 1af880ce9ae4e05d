import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';
import type { QueuedUpload, UploadTarget } from '../../lib/offline/uploadQueue';
import { uploadQueue } from '../../lib/offline/uploadQueueInstance';
import { useOnline } from '../../lib/offline/useOnline';
import { TAP_TARGET } from '../tapTarget';

const PHOTO_TARGETS: readonly UploadTarget[] = ['rental_photo', 'key_handover', 'return_photo'];

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
  const photos = waiting.filter((item) => PHOTO_TARGETS.includes(item.target)).length;
  const damage = waiting.filter((item) => item.target === 'return_damage').length;
  const has = (...targets: UploadTarget[]) => waiting.some((item) => targets.includes(item.target));
  const lines = [
    ...(photos > 0 ? [t(online ? 'offline.photosSending' : 'offline.photosWaiting', { count: photos })] : []),
    ...(has('return_readings') ? [t(online ? 'offline.readingsSending' : 'offline.readingsWaiting')] : []),
    ...(damage > 0 ? [t(online ? 'offline.damageSending' : 'offline.damageWaiting', { count: damage })] : []),
    ...(has('signature', 'return_signature') ? [t(online ? 'offline.signatureSending' : 'offline.signatureWaiting')] : []),
    ...(has('return_absent') ? [t(online ? 'offline.absentSending' : 'offline.absentWaiting')] : []),
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
