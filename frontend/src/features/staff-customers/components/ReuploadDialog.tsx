import { useState, type FormEvent } from 'react';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { ImageUploadField } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { toReuploadFormData, UPLOAD_ORDER } from '../api/documents';
import { useReuploadDocumentsMutation } from '../api/staffCustomersApi';
import type { DocumentKey, StaffCustomer } from '../api/types';

type ChosenFiles = Partial<Record<DocumentKey, File>>;

interface ReuploadFormProps {
  customer: StaffCustomer;
  formId: string;
  onClose: () => void;
  reupload: ReturnType<typeof useReuploadDocumentsMutation>[0];
  isLoading: boolean;
}

function ReuploadForm({ customer, formId, onClose, reupload, isLoading }: ReuploadFormProps) {
  const [files, setFiles] = useState<ChosenFiles>({});
  // The keys of documents whose chosen file is not an image.
  const [errors, setErrors] = useState<Partial<Record<DocumentKey, boolean>>>({});
  const { toast } = useToast();
  const { t } = useTranslation(['staffCustomers', 'common']);

  const choose = (key: DocumentKey, file: File) => {
    setFiles((current) => ({ ...current, [key]: file }));
    setErrors((current) => ({ ...current, [key]: !file.type.startsWith('image/') }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
        <Stack component="form" id={formId} noValidate onSubmit={(event) => void submit(event)} spacing={1.5}>
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
      <FormDialogActions
        formId={formId}
        pending={isLoading}
        onCancel={onClose}
        submitLabel={t('reupload.submit')}
        pendingLabel={t('reupload.uploading')}
      />
    </>
  );
}

/** 'Re-upload': replace any of the three identity documents of one customer. */
export function ReuploadDialog({ customer: current, onClose }: { customer: StaffCustomer | null; onClose: () => void }) {
  const { t } = useTranslation('staffCustomers');
  // Held here, so the dialog cannot be dismissed while an upload runs.
  const [reupload, { isLoading }] = useReuploadDocumentsMutation();
  return (
    <ItemFormDialog
      item={current}
      pending={isLoading}
      onClose={onClose}
      title={(customer) => t('reupload.title', { name: customer.fullName })}
    >
      {(customer, formId) => (
        <ReuploadForm key={customer.id} customer={customer} formId={formId} onClose={onClose} reupload={reupload} isLoading={isLoading} />
      )}
    </ItemFormDialog>
  );
}
