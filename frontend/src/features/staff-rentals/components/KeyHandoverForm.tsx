import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useTranslation } from 'react-i18next';
import { singleFileChange } from '../../../components/form/singleFileChange';
import { useObjectUrl } from '../../../components/form/useObjectUrl';
import { TAP_TARGET } from '../../../components/tapTarget';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateMessage } from '../../../i18n';
import type { StaffRental } from '../api/types';
import { useKeyHandover } from '../hooks/useKeyHandover';
import { RENTAL_FORM_MESSAGES } from '../utils/rentalForms';
import { formatRM } from '../../../lib/format';
import { MAX_ACCOUNT_REASON } from '../utils/accountForms';

const THUMBNAIL_SIZE = 56;

export interface KeyHandoverFormProps {
  rental: StaffRental;
  /** Another action on the list runs: the handover waits. */
  busy: boolean;
}

/**
 * An approved rental: 'Ready for Key Handover'. Staff take or choose a photo
 * of the keys changing hands (shrunk in the browser first) and press Complete Handover; when the
 * agreement wizard photographed them already, that photo is used and none is asked for. What the
 * account still asks is shown first; when the business's payment requirement is not met, the
 * keys only go with a reason, which the server keeps and logs.
 */
export function KeyHandoverForm({ rental, busy }: KeyHandoverFormProps) {
  const { t } = useTranslation(['staffRentals', 'common']);
  const { handOver, handingOver, overrideDialog } = useKeyHandover();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const shortfall = rental.handoverShortfall;
  const { account } = rental;
  const previewUrl = useObjectUrl(photo);
  const id = useId();
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  const disabled = busy || handingOver || preparing;
  // The agreement wizard photographed the keys already: the server reuses that photo.
  const wizardPhoto = rental.keyHandoverPhotoCaptured;

  const choose = singleFileChange((file) => {
    setPhoto(file);
    setProblem(null);
  }, setPreparing);

  const submit = () => {
    if (!photo && !wizardPhoto) {
      setProblem(RENTAL_FORM_MESSAGES.handoverPhotoRequired);
      return;
    }
    const reason = overrideReason.trim();
    if (shortfall && !reason) {
      setReasonMissing(true);
      return;
    }
    void handOver(rental, photo ?? undefined, shortfall ? reason : undefined).then((done) => {
      if (!done) return;
      setPhoto(null);
      setOverrideReason('');
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'info.light',
        bgcolor: 'rgba(2, 136, 209, 0.04)',
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography id={titleId} variant="subtitle2" component="h4" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <VpnKeyIcon fontSize="small" color="info" aria-hidden />
        {t('handover.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(wizardPhoto ? 'handover.wizardPhoto' : 'handover.hint')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('handover.money', {
          balance: formatRM(account.balanceDue),
          held: formatRM(account.depositHeld),
          deposit: formatRM(account.deposit),
        })}
      </Typography>
      {shortfall && (
        <>
          <Alert severity="warning" sx={{ py: 0 }}>
            {t(`handover.shortfall.${shortfall}`, { balance: formatRM(account.balanceDue), deposit: formatRM(account.deposit) })}
          </Alert>
          <TextField
            label={t('handover.overrideReason')}
            placeholder={t('handover.overridePlaceholder')}
            value={overrideReason}
            onChange={(event) => {
              setOverrideReason(event.target.value);
              setReasonMissing(false);
            }}
            required
            multiline
            minRows={2}
            disabled={disabled}
            error={reasonMissing}
            helperText={reasonMissing ? t('handover.overrideRequired') : t('handover.overrideHint')}
            slotProps={{ htmlInput: { maxLength: MAX_ACCOUNT_REASON } }}
          />
        </>
      )}
      {!wizardPhoto && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          {previewUrl && (
            <Box
              component="img"
              src={previewUrl}
              alt={t('handover.preview')}
              sx={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0 }}
            />
          )}
          <Typography
            id={statusId}
            variant="body2"
            noWrap
            title={photo?.name}
            color={photo ? 'text.primary' : 'text.secondary'}
            sx={{ minWidth: 0 }}
          >
            {photo ? photo.name : t('handover.noPhoto')}
          </Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {!wizardPhoto && (
          <Button
            component="label"
            role={undefined}
            variant="outlined"
            disabled={disabled}
            startIcon={preparing ? <CircularProgress size={16} color="inherit" /> : <CameraAltIcon />}
            sx={TAP_TARGET}
          >
            {preparing ? t('common:upload.preparing') : photo ? t('handover.change') : t('handover.choose')}
            <Box
              component="input"
              type="file"
              accept="image/*"
              capture="environment"
              aria-label={t('handover.photo')}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problem` : statusId}
              disabled={disabled}
              onChange={choose}
              sx={visuallyHidden}
            />
          </Button>
        )}
        <Button
          variant="contained"
          onClick={submit}
          disabled={disabled}
          startIcon={handingOver ? <CircularProgress size={16} color="inherit" /> : <VpnKeyIcon />}
          sx={TAP_TARGET}
        >
          {handingOver ? t('handover.pending') : shortfall ? t('handover.completeAnyway') : t('handover.complete')}
        </Button>
      </Box>
      {problem && (
        <FormHelperText id={`${id}-problem`} error role="alert" sx={{ m: 0 }}>
          {translateMessage(problem)}
        </FormHelperText>
      )}
      {overrideDialog}
    </Box>
  );
}
