import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import type { RentalPhotoType, WizardRental } from '../api/types';
import type { ChosenPhotos } from '../api/uploadForms';
import type { WizardDraft } from '../utils/wizardDraft';
import { UploadQueueLine } from '../../../components/offline/UploadQueueLine';
import { useAgreementWizard, type AgreementWizardState } from '../hooks/useAgreementWizard';
import { WIZARD_STEPS } from '../utils/wizardGates';
import { FuelMileageStep } from './FuelMileageStep';
import { KeyHandoverStep } from './KeyHandoverStep';
import { PhotosStep } from './PhotosStep';
import { ReviewStep } from './ReviewStep';
import { SignatureStep } from './SignatureStep';
import { UploadProgress } from '../../../components/files/UploadProgress';
import { WizardHeader } from './WizardHeader';
import { WizardStepper } from './WizardStepper';

/** The queued photos of the agreement, by slot, to show from the phone. */
function waitingPhotos(queued: AgreementWizardState['queued']): ChosenPhotos {
  const files: ChosenPhotos = {};
  for (const item of queued)
    if (item.target === 'rental_photo' && item.file && item.photoType)
      // Queued from a File (a taken photo), and IndexedDB gives a File back.
      files[item.photoType as RentalPhotoType] = item.file as File;
  return files;
}

function StepBody({ rental, wizard }: { rental: WizardRental; wizard: AgreementWizardState }) {
  const { busy } = wizard;
  switch (WIZARD_STEPS[wizard.step]) {
    case 'photos':
      return (
        <PhotosStep
          rental={rental}
          picked={wizard.photos.picked}
          waiting={waitingPhotos(wizard.queued)}
          disabled={busy}
          onPick={wizard.photos.pick}
          onRemove={wizard.photos.remove}
        />
      );
    case 'fuel':
      return (
        <FuelMileageStep
          fuelLevel={wizard.fuel.level}
          onFuelLevelChange={wizard.fuel.setLevel}
          mileage={wizard.mileage.text}
          mileageInvalid={wizard.mileage.invalid}
          onMileageChange={wizard.mileage.setText}
          disabled={busy}
        />
      );
    case 'signature':
      return <SignatureStep signatureRef={wizard.signature.ref} captured={rental.signatureCaptured} disabled={busy} />;
    case 'keyHandover':
      return (
        <KeyHandoverStep
          rentalId={rental.id}
          file={wizard.keyPhoto.file}
          captured={rental.keyHandoverPhotoCaptured}
          version={wizard.keyPhoto.version}
          disabled={busy}
          onPick={wizard.keyPhoto.pick}
          onRemove={wizard.keyPhoto.remove}
        />
      );
    case 'review':
      return (
        <ReviewStep
          rental={wizard.rental}
          queuedSignature={wizard.queued.find((item) => item.target === 'signature')?.signatureData ?? null}
          fuelLevel={wizard.fuel.level}
          mileage={wizard.mileage.text}
          finalizing={wizard.finalizing}
          signatureVersion={wizard.signature.version}
          handover={wizard.handover}
        />
      );
  }
}

export interface AgreementWizardProps {
  rental: WizardRental;
  onFinalized: (handedOver: boolean) => void;
  /** What an earlier visit left on the phone. */
  draft?: WizardDraft;
}

/** The five steps of one rental's agreement, with Previous and Next (or Finalize Agreement on the last). */
export function AgreementWizard({ rental, onFinalized, draft }: AgreementWizardProps) {
  const { t } = useTranslation('staffRentalWizard');
  const wizard = useAgreementWizard(rental, onFinalized, draft);
  const { step, busy } = wizard;
  const stepId = WIZARD_STEPS[step];
  const last = step === WIZARD_STEPS.length - 1;
  // Finalize makes the PDF from what the server holds: it waits for the queue.
  const held = last && wizard.queued.length > 0;

  // A new step is announced: focus moves to its heading (not on the first paint).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  let nextLabel = t('nav.next');
  if (last) nextLabel = t(wizard.finalizing ? 'nav.finalizing' : wizard.handover.on ? 'nav.finalizeHandOver' : 'nav.finalize');
  else if (busy) nextLabel = t('nav.uploading');

  return (
    <>
      <WizardHeader rental={rental} step={step} />
      <WizardStepper step={step} />
      <Paper variant="outlined" component="section" aria-labelledby="wizard-step-heading" sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography
          id="wizard-step-heading"
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mb: 1.5, fontWeight: 600, '&:focus': { outline: 'none' } }}
        >
          {t(`steps.${stepId}`)}
        </Typography>
        <StepBody rental={rental} wizard={wizard} />
        {wizard.queued.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <UploadQueueLine items={wizard.queued} />
          </Box>
        )}
        {held && (
          <Typography variant="body2" color="text.secondary" id="finalize-held" sx={{ mt: 1 }}>
            {t('review.waitingForUploads')}
          </Typography>
        )}
        {wizard.uploadProgress !== null && (
          <Box sx={{ mt: 2 }}>
            <UploadProgress
              percent={wizard.uploadProgress}
              labels={{ sending: t('upload.sending'), saving: t('upload.saving'), progress: t('upload.progressLabel') }}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={wizard.previous} disabled={step === 0 || busy} startIcon={<ArrowBackIcon />} sx={TAP_TARGET}>
            {t('nav.previous')}
          </Button>
          <Button
            variant="contained"
            color={last ? 'success' : 'primary'}
            onClick={() => void wizard.next()}
            disabled={busy || held}
            aria-describedby={held ? 'finalize-held' : undefined}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : last ? <TaskAltIcon /> : undefined}
            endIcon={last || busy ? undefined : <ArrowForwardIcon />}
            sx={TAP_TARGET}
          >
            {nextLabel}
          </Button>
        </Box>
      </Paper>
      {wizard.overrideDialog}
    </>
  );
}
