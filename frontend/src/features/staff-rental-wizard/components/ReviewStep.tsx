import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { currentLocale } from '../../../i18n';
import { formatDate, formatRM } from '../../../lib/format';
import { PHOTO_TYPES, type WizardRental } from '../api/types';
import { useFuelLevelText } from '../../../components/form/FuelLevelSlider';
import { parseCurrentMileage } from '../utils/wizardGates';
import { EvidenceThumbnail } from './EvidenceThumbnail';
import { BalanceDueItem } from '../../../components/BalanceDueItem';
import type { AgreementWizardState } from '../hooks/useAgreementWizard';

export interface ReviewStepProps {
  rental: WizardRental;
  fuelLevel: number;
  mileage: string;
  finalizing: boolean;
  /** Bumped after each signature upload, so its image is fetched again. */
  signatureVersion: number;
  handover: AgreementWizardState['handover'];
  /** The signature still on the phone (a PNG data URL), shown until the server holds it. */
  queuedSignature?: string | null;
}

/** Step 5: what the agreement will say, before Finalize Agreement. */
export function ReviewStep({
  rental,
  fuelLevel,
  mileage,
  finalizing,
  signatureVersion,
  handover,
  queuedSignature = null,
}: ReviewStepProps) {
  const { t } = useTranslation('staffRentalWizard');
  const fuelText = useFuelLevelText();
  const km = parseCurrentMileage(mileage);
  const state = (done: boolean) => (done ? t('review.captured') : t('review.missing'));
  const shortfall = rental.handoverShortfall;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('review.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <DetailGrid data-testid="review-summary" columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)' }}>
          <DetailItem label={t('review.rental')}>{t('rentalNumber', { id: rental.id })}</DetailItem>
          <DetailItem label={t('vehicle')}>{rental.vehicleDisplayName}</DetailItem>
          <DetailItem label={t('customer')}>{rental.customerName}</DetailItem>
          <DetailItem label={t('review.pickup')}>
            {t('review.dateTime', { date: formatDate(rental.startDate), time: rental.pickupTime })}
          </DetailItem>
          <DetailItem label={t('review.return')}>
            {t('review.dateTime', { date: formatDate(rental.endDate), time: rental.returnTime })}
          </DetailItem>
          <DetailItem label={t('review.duration')}>{t('review.days', { count: rental.totalDays })}</DetailItem>
          <DetailItem label={t('review.rentalPerDay')}>{formatRM(rental.rentalPerDay)}</DetailItem>
          <DetailItem label={t('review.deposit')}>{formatRM(rental.deposit)}</DetailItem>
          <DetailItem label={t('review.discount')}>{formatRM(rental.discount)}</DetailItem>
          <DetailItem label={t('review.grandTotal')}>{formatRM(rental.grandTotal)}</DetailItem>
          <BalanceDueItem
            balanceDue={rental.account.balanceDue}
            labels={{ due: t('review.balanceDue'), owedBack: t('review.owedToCustomer') }}
          />
          <DetailItem label={t('review.depositHeld')}>
            {t('review.depositHeldOf', { held: formatRM(rental.account.depositHeld), deposit: formatRM(rental.account.deposit) })}
          </DetailItem>
          <DetailItem label={t('review.fuel')}>{fuelText(fuelLevel)}</DetailItem>
          <DetailItem label={t('review.mileage')}>
            {km === null ? t('review.missing') : t('review.mileageValue', { km: new Intl.NumberFormat(currentLocale()).format(km) })}
          </DetailItem>
          <DetailItem label={t('review.photos')}>
            {t('photos.uploadedCount', { count: rental.photos.length, total: PHOTO_TYPES.length })}
          </DetailItem>
          <DetailItem label={t('review.signature')}>{state(rental.signatureCaptured)}</DetailItem>
          <DetailItem label={t('review.keyHandover')}>{state(rental.keyHandoverPhotoCaptured)}</DetailItem>
        </DetailGrid>
      </Paper>
      {queuedSignature && (
        <Box sx={{ maxWidth: 480, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', lineHeight: 0 }}>
          <Box component="img" src={queuedSignature} alt={t('review.queuedSignature')} sx={{ width: '100%', height: 'auto' }} />
        </Box>
      )}
      {rental.signatureCaptured && !queuedSignature && (
        // The image keeps the pad's own proportions (it is as wide as the pad was, 160 px high),
        // so the whole signature shows at any screen width.
        <Box sx={{ maxWidth: 480, border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', lineHeight: 0 }}>
          <EvidenceThumbnail
            rentalId={rental.id}
            kind="signature"
            version={`v${signatureVersion}`}
            alt={t('review.signatureImage')}
            fit="contain"
          />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {shortfall && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t(`review.shortfall.${shortfall}`, {
              balance: formatRM(rental.account.balanceDue),
              deposit: formatRM(rental.account.deposit),
            })}
          </Alert>
        )}
        <FormControlLabel
          control={<Checkbox checked={handover.on} onChange={(event) => handover.set(event.target.checked)} disabled={finalizing} />}
          label={t('review.handOver')}
          sx={{ minHeight: 44, mr: 0 }}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('review.handOverHint')}</FormHelperText>
        {shortfall && handover.on && (
          <TextField
            label={t('review.overrideReason')}
            value={handover.reason}
            onChange={(event) => handover.setReason(event.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            disabled={finalizing}
            error={handover.reasonMissing}
            helperText={handover.reasonMissing ? t('review.overrideRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 1.5 }}
          />
        )}
      </Paper>
      {finalizing && (
        <Box aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('review.generating')}
          </Typography>
          <LinearProgress aria-label={t('review.generating')} />
        </Box>
      )}
    </Stack>
  );
}
