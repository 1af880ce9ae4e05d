import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { errorMessage } from '../../../lib/httpError';
import { toReuploadFormData, UPLOAD_ORDER } from '../api/documents';
import { useReuploadDocumentsMutation } from '../api/staffCustomersApi';
import type { DocumentKey, StaffCustomer } from '../api/types';

type ChosenFiles = Partial<Record<DocumentKey, File>>;

interface ReuploadFormProps {
  customer: StaffCustomer;
  onClose: () => void;
  reupload: ReturnType<typeof useReuploadDocumentsMutation>[0];
  isLoading: boolean;
}

function ReuploadForm({ customer, onClose, reupload, isLoading }: ReuploadFormProps) {
  const [files, setFiles] = useState<ChosenFiles>({});
  // The keys of documents whose chosen file is not an image.
  const [errors, setErrors] = useState<Partial<Record<DocumentKey, boolean>>>({});
  const { toast } = useToast();
  const { t } = useTranslation(['staffCustomers', 'common']);

  const choose = (key: DocumentKey, file: File) => {
    setFiles((current) => ({ ...current, [key]: file }));
    setErrors((current) => ({ ...current, [key]: !file.type.startsWith('image/') }));
  };

  const submit = async () => {
    if (Object.values(errors).some(Boolean)) return;
    if (!toReuploadFormData(files)) {
      toast({ title: t('reupload.noFiles'), description: t('reupload.noFilesDescription'), variant: 'destructive' });
      return;
    }
    try {
      const result = await reupload({ id: customer.id, files }).unwrap();
      const names = result.updatedDocuments.map((key) => (UPLOAD_ORDER.includes(key) ? t(`documents.${key}.short`) : key));
      toast({
        title: t('reupload.done'),
        description: t('reupload.doneDescription', { documents: names.join(', '), name: customer.fullName }),
      });
      onClose();
    } catch (error) {
      toast({ title: t('reupload.failed'), description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reupload.intro')}
        </Typography>
        <Stack spacing={1.5}>
          {UPLOAD_ORDER.map((key) => (
            <ImageUploadField
              key={key}
              name={`reupload-${customer.id}-${key}`}
              label={t(`documents.${key}.input`)}
              hint={t(`documents.${key}.hint`)}
              file={files[key] ?? null}
              error={errors[key] ? t('reupload.imageOnly') : undefined}
              disabled={isLoading}
              onChange={(file) => choose(key, file)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={isLoading}
          startIcon={isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {isLoading ? t('reupload.uploading') : t('reupload.submit')}
        </Button>
      </DialogActions>
    </>
  );
}

/** 'Re-upload': replace any of the three identity documents of one customer. */
export function ReuploadDialog({ customer: current, onClose }: { customer: StaffCustomer | null; onClose: () => void }) {
  const { t } = useTranslation('staffCustomers');
  const titleId = useId();
  const isPhone = useIsPhone();
  const customer = useRetained(current);
  // Held here, so the dialog cannot be dismissed while an upload runs.
  const [reupload, { isLoading }] = useReuploadDocumentsMutation();
  return (
    <Dialog open={current !== null} onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      {customer && (
        <>
          <DialogTitle id={titleId}>{t('reupload.title', { name: customer.fullName })}</DialogTitle>
          {/* Unmounted when the dialog closes, so each opening starts with no files chosen. */}
          <ReuploadForm key={customer.id} customer={customer} onClose={onClose} reupload={reupload} isLoading={isLoading} />
        </>
      )}
    </Dialog>
  );
}
