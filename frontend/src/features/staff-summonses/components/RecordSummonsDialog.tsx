import { useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateError, translateFieldError, translateMessage } from '../../../i18n';
import { fieldErrors } from '../../../lib/httpError';
import { useRecordSummonsMutation } from '../api/roadChargesApi';
import { SUMMONS_ISSUERS } from '../api/types';
import { summonsSchema, type SummonsFieldName, type SummonsForm } from '../utils/summonsForm';

const EMPTY: SummonsForm = { plate: '', date: '', time: '', place: '', issuer: 'pdrm', noticeNumber: '', amount: '' };
const FIELDS: readonly SummonsFieldName[] = ['plate', 'date', 'time', 'place', 'issuer', 'noticeNumber', 'amount'];
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export interface RecordSummonsDialogProps {
  open: boolean;
  onClose: () => void;
}

function SummonsFormBody({ formId, onClose }: { formId: string; onClose: () => void }) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'record' });
  const { t: tAll } = useTranslation('staffSummonses');
  const { toast } = useToast();
  const [record, recording] = useRecordSummonsMutation({ fixedCacheKey: 'record-summons' });
  const [values, setValues] = useState<SummonsForm>(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Partial<Record<SummonsFieldName | 'photo', string>>>({});

  const set = (name: SummonsFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = summonsSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<SummonsFieldName, string>> = {};
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((name) => name === issue.path[0]);
        if (field && !found[field]) found[field] = translateMessage(issue.message);
      }
      setProblems(found);
      return;
    }
    try {
      const charge = await record({ fields: checked.data, photo }).unwrap();
      toast({ title: charge.rentalId === null ? t('recordedUnmatched') : t('recordedCharged', { id: charge.rentalId }) });
      onClose();
    } catch (error) {
      const found: Partial<Record<SummonsFieldName | 'photo', string>> = {};
      for (const problem of fieldErrors(error)) {
        const field = FIELDS.find((name) => name === problem.field);
        if (field) found[field] = translateFieldError(problem);
      }
      setProblems(found);
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const text = (name: Exclude<SummonsFieldName, 'issuer'>, type = 'text', extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`fields.${name}`)}
      type={type}
      value={values[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={Boolean(problems[name])}
      helperText={problems[name] ?? ' '}
      disabled={recording.isLoading}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { ...extra } }}
    />
  );

  return (
    <>
      <DialogContent>
        <Box component="form" id={formId} noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 1, pt: 1 }}>
          {text('plate', 'text', { maxLength: 20, autoCapitalize: 'characters' })}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
            {text('date', 'date')}
            {text('time', 'time')}
          </Box>
          {text('place', 'text', { maxLength: 200 })}
          <Box sx={{ pb: 2.5 }}>
            <NativeSelectField label={t('fields.issuer')} value={values.issuer} onChange={set('issuer')}>
              {SUMMONS_ISSUERS.map((issuer) => (
                <option key={issuer} value={issuer}>
                  {tAll(`issuers.${issuer}`)}
                </option>
              ))}
            </NativeSelectField>
          </Box>
          {text('noticeNumber', 'text', { maxLength: 50 })}
          {text('amount', 'text', { inputMode: 'decimal', maxLength: 8 })}
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Button
              component="label"
              role={undefined}
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              sx={{ ...TAP_TARGET, justifySelf: 'start' }}
            >
              {photo ? t('changePhoto') : t('addPhoto')}
              <Box
                component="input"
                type="file"
                name="photo"
                accept={PHOTO_TYPES}
                aria-label={t('addPhoto')}
                disabled={recording.isLoading}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setPhoto(event.currentTarget.files?.[0] ?? null)}
                sx={visuallyHidden}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {photo ? photo.name : t('photoHint')}
            </Typography>
          </Box>
        </Box>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={recording.isLoading}
        onCancel={onClose}
        submitLabel={t('submit')}
        pendingLabel={t('submitting')}
      />
    </>
  );
}

/** Record Summons: the notice's details (and a photo of it) copied by staff; the server traces it to the renter. */
export function RecordSummonsDialog({ open, onClose }: RecordSummonsDialogProps) {
  const { t } = useTranslation('staffSummonses', { keyPrefix: 'record' });
  const [, recording] = useRecordSummonsMutation({ fixedCacheKey: 'record-summons' });
  return (
    <FormDialog open={open} pending={recording.isLoading} onClose={onClose} title={t('title')}>
      {(formId) => <SummonsFormBody formId={formId} onClose={onClose} />}
    </FormDialog>
  );
}
