import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { useTranslation } from 'react-i18next';
import { UploadProgress } from '../../../components/files/UploadProgress';
import { formatFileSize, originalSizeOf } from '../../../components/files/shrinkImage';
import { singleFileChange } from '../../../components/form/singleFileChange';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast/useToast';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { currentLocale, translateError, translateMessage } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { UPLOAD_CANCELLED_MESSAGE } from '../../../lib/sendFormWithProgress';
import type { PaymentView } from '../../../api/types';
import { useFocusOnMount } from '../hooks/useFocusOnMount';
import { useProofUpload } from '../hooks/useProofUpload';
import { PROOF_ACCEPT, PROOF_FILE_MESSAGES, isProofFileError, proofFileProblem } from '../utils/proofFile';

const PREVIEW_MAX_PX = 240;

export interface ProofUploadScreenProps {
  payment: PaymentView;
  /** Back to the QR screen, or to the history it was opened from. */
  onBack: () => void;
  onUploaded: (payment: PaymentView) => void;
}

/** The file's name, and "(12 MB → 1 MB)" when the browser shrank it. */
function useFileLabel(): (file: File) => string {
  const { t } = useTranslation('payments');
  return (file) => {
    const original = originalSizeOf(file);
    if (original === undefined) return file.name;
    const locale = currentLocale();
    return t('proof.shrunk', { name: file.name, from: formatFileSize(original, locale), to: formatFileSize(file.size, locale) });
  };
}

/**
 * The payment proof upload screen: a JPEG, PNG or WebP image of at most 10 MB (with the proof
 * file's messages), a preview, and the upload with its progress. A large photo is shrunk in the browser
 * first and the 10 MB limit applies to what is sent (utils/proofFile.ts).
 */
export function ProofUploadScreen({ payment, onBack, onUploaded }: ProofUploadScreenProps) {
  const { t } = useTranslation('payments');
  const { toast } = useToast();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { upload, percent, uploading } = useProofUpload();
  const fileLabel = useFileLabel();
  const [file, setFile] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const id = useId();
  const statusId = `${id}-status`;
  const problemId = `${id}-problem`;
  const busy = uploading || preparing;

  const choose = singleFileChange((picked) => {
    const found = proofFileProblem(picked);
    setProblem(found);
    setFile(found ? null : picked);
  }, setPreparing);

  const submit = async () => {
    if (!file) {
      setProblem(PROOF_FILE_MESSAGES.required);
      return;
    }
    try {
      const updated = await upload(payment, file);
      toast({
        title: t('toasts.paymentCompleted'),
        description: t('toasts.paymentCompletedDescription', { receiptNumber: payment.receiptNumber }),
      });
      onUploaded(updated);
    } catch (failure) {
      const message = errorMessage(failure);
      if (message === UPLOAD_CANCELLED_MESSAGE) return;
      if (isProofFileError(failure)) setProblem(message);
      toast({ title: t('toasts.proofUploadFailed'), description: translateError(failure), variant: 'destructive' });
    }
  };

  let status = t('proof.noFile');
  if (preparing) status = t('proof.preparing');
  else if (file) status = fileLabel(file);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="proof-heading" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id="proof-heading" ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ outline: 0 }}>
          {t('proof.heading')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {t('proof.summary', {
            receiptNumber: payment.receiptNumber,
            amount: formatRM(payment.amount),
            reference: payment.transactionId ?? '—',
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('proof.hint')}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <Button
          component="label"
          role={undefined}
          variant="outlined"
          disabled={busy}
          startIcon={preparing ? <CircularProgress size={16} color="inherit" /> : <PhotoLibraryIcon />}
          sx={TAP_TARGET}
        >
          {file ? t('proof.change') : t('proof.choose')}
          <Box
            component="input"
            type="file"
            accept={PROOF_ACCEPT}
            aria-label={t('proof.input')}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${problemId} ${statusId}` : statusId}
            disabled={busy}
            onChange={choose}
            sx={visuallyHidden}
          />
        </Button>
        <Typography
          id={statusId}
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          aria-live="polite"
          sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {status}
        </Typography>
      </Box>
      {problem && (
        <FormHelperText id={problemId} error role="alert" sx={{ m: 0, fontSize: '0.875rem' }}>
          {translateMessage(problem)}
        </FormHelperText>
      )}
      {previewUrl && (
        <Box
          component="img"
          src={previewUrl}
          alt={t('proof.preview')}
          sx={{
            maxWidth: '100%',
            width: PREVIEW_MAX_PX,
            maxHeight: PREVIEW_MAX_PX,
            objectFit: 'contain',
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      {percent !== null && (
        <UploadProgress
          percent={percent}
          labels={{ sending: t('proof.sending'), saving: t('proof.saving'), progress: t('proof.progress') }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={uploading} sx={TAP_TARGET}>
          {t('proof.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy}
          startIcon={uploading ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
          sx={TAP_TARGET}
        >
          {uploading ? t('proof.uploading') : t('proof.upload')}
        </Button>
      </Box>
    </Paper>
  );
}
