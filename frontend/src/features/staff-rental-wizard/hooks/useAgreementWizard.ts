import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { translateError, translateMessage } from '../../../i18n';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/httpError';
import { useCaptureSignatureMutation, useFinalizeAgreementMutation, useGetOpenVehicleDamageQuery } from '../api/rentalWizardApi';
import { UPLOAD_CANCELLED_MESSAGE } from '../../../lib/sendFormWithProgress';
import type { RentalPhotoType, WizardRental } from '../api/types';
import { keyHandoverUrl, photosUrl, toKeyHandoverFormData, toPhotosFormData, type ChosenPhotos } from '../api/uploadForms';
import type { SignatureCanvasHandle } from '../../../components/SignatureCanvas';
import {
  DEFAULT_FUEL_LEVEL,
  WIZARD_MESSAGES,
  existingDamageGate,
  firstUnfinishedStep,
  WIZARD_STEPS,
  missingRequiredPhotos,
  parseCurrentMileage,
  splitMessage,
} from '../utils/wizardGates';
import { useProgressUpload } from './useProgressUpload';
import { clearDraft, readDraft, saveDraft } from '../utils/wizardDraft';

/** The server's message when it sent one; otherwise the step's default text. */
function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== null && error.message && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return fallback;
}

const isCancelled = (error: unknown) => isApiError(error) && error.message === UPLOAD_CANCELLED_MESSAGE;

/**
 * The wizard's state and its Next / Previous / Finalize: each step's
 * gate, then its call. A step the rental already has (photos, signature, key photo from an earlier
 * visit) is passed with Next unless something new was picked for it. Opened again (a reload), it
 * starts at the first unfinished step with what was typed but not sent (wizardDraft).
 */
export function useAgreementWizard(rental: WizardRental, onFinalized: (handedOver: boolean) => void) {
  const { t } = useTranslation('staffRentalWizard');
  const { toast } = useToast();
  const [draft] = useState(() => readDraft(rental.id));
  const [mileage, setMileage] = useState(draft.mileage ?? (rental.currentMileage > 0 ? String(rental.currentMileage) : ''));
  const [photos, setPhotos] = useState<ChosenPhotos>({});
  const [fuelLevel, setFuelLevel] = useState(draft.fuelLevel ?? rental.fuelLevel ?? DEFAULT_FUEL_LEVEL);
  const [mileageInvalid, setMileageInvalid] = useState(false);
  // The customer is at the counter for the wizard (step 1 photographs them with the car), so the
  // keys go out with the finish unless the account is short: then staff choose to, with a reason.
  const [handOver, setHandOver] = useState(draft.handOver ?? rental.handoverShortfall === null);
  const [overrideReason, setOverrideReason] = useState(draft.overrideReason ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);
  useEffect(
    () => saveDraft(rental.id, { fuelLevel, mileage, handOver, overrideReason }),
    [rental.id, fuelLevel, mileage, handOver, overrideReason],
  );
  const [keyPhoto, setKeyPhoto] = useState<File | null>(null);
  // Bumped after each key photo upload, so its thumbnail is fetched again.
  const [keyVersion, setKeyVersion] = useState(0);
  const [signatureVersion, setSignatureVersion] = useState(0);
  const signatureRef = useRef<SignatureCanvasHandle>(null);
  const upload = useProgressUpload();
  const [captureSignature, signatureCall] = useCaptureSignatureMutation();
  const [finalizeAgreement, finalizeCall] = useFinalizeAgreementMutation();
  // The same query step 1 shows: the gate reads what staff see.
  const openDamage = useGetOpenVehicleDamageQuery(rental.vehicleId ?? 0, { skip: rental.vehicleId === null });
  const openPoints = rental.vehicleId === null ? 0 : openDamage.data ? openDamage.data.items.length : null;
  // The screen waits for the damage answer, so the first step left is known at once.
  const [step, setStep] = useState(() => WIZARD_STEPS.indexOf(firstUnfinishedStep(rental, mileage, openPoints)));

  const busy = upload.progress !== null || signatureCall.isLoading || finalizeCall.isLoading;
  const advance = () => setStep((current) => Math.min(current + 1, WIZARD_STEPS.length - 1));
  const previous = () => setStep((current) => Math.max(current - 1, 0));

  /** A gate's "Title: description" as a toast; the description is translated by the toast. */
  const refuse = (message: string) => {
    const { title, description } = splitMessage(message);
    toast({ title: translateMessage(title), description, variant: 'destructive' });
  };

  const photoLabel = (type: RentalPhotoType) => t(`photoTypes.${type}`);

  const submitPhotos = async () => {
    const damageRefusal = existingDamageGate(openPoints, rental.existingDamageShownAt);
    if (damageRefusal) {
      refuse(damageRefusal);
      return;
    }
    const missing = missingRequiredPhotos(photos, rental.photos);
    if (missing.length > 0) {
      toast({
        title: translateMessage(WIZARD_MESSAGES.photosTitle),
        description: WIZARD_MESSAGES.photosDescription.replace('{{types}}', missing.map(photoLabel).join(', ')),
        variant: 'destructive',
      });
      return;
    }
    const form = toPhotosFormData(photos);
    if (!form) {
      advance();
      return;
    }
    const count = Object.keys(photos).length;
    try {
      await upload.send(photosUrl(rental.id), form);
      setPhotos({});
      toast({ title: t('toasts.photosUploaded'), description: t('toasts.photosUploadedDescription', { count }) });
      advance();
    } catch (error) {
      if (isCancelled(error)) return;
      toast({ title: t('toasts.photosFailed'), description: failureText(error, t('toasts.photosFailedDefault')), variant: 'destructive' });
    }
  };

  const submitMileage = () => {
    if (parseCurrentMileage(mileage) === null) {
      setMileageInvalid(true);
      refuse(WIZARD_MESSAGES.mileage);
      return;
    }
    advance();
  };

  const submitSignature = async () => {
    const pad = signatureRef.current;
    if (!pad || pad.isEmpty()) {
      if (rental.signatureCaptured) advance();
      else refuse(WIZARD_MESSAGES.signature);
      return;
    }
    try {
      await captureSignature({ id: rental.id, signatureData: pad.toPngDataUrl() }).unwrap();
      setSignatureVersion((version) => version + 1);
      toast({ title: t('toasts.signatureCaptured'), description: t('toasts.signatureCapturedDescription') });
      advance();
    } catch (error) {
      toast({
        title: t('toasts.signatureFailed'),
        description: failureText(error, t('toasts.signatureFailedDefault')),
        variant: 'destructive',
      });
    }
  };

  const submitKeyPhoto = async () => {
    if (!keyPhoto) {
      if (rental.keyHandoverPhotoCaptured) advance();
      else refuse(WIZARD_MESSAGES.keyHandover);
      return;
    }
    try {
      await upload.send(keyHandoverUrl(rental.id), toKeyHandoverFormData(keyPhoto));
      setKeyPhoto(null);
      setKeyVersion((version) => version + 1);
      toast({ title: t('toasts.keyHandoverDone'), description: t('toasts.keyHandoverDoneDescription') });
      advance();
    } catch (error) {
      if (isCancelled(error)) return;
      toast({
        title: t('toasts.keyHandoverFailed'),
        description: failureText(error, t('toasts.keyHandoverFailedDefault')),
        variant: 'destructive',
      });
    }
  };

  const finalize = async () => {
    const currentMileage = parseCurrentMileage(mileage);
    if (currentMileage === null) {
      setMileageInvalid(true);
      setStep(WIZARD_STEPS.indexOf('fuel'));
      refuse(WIZARD_MESSAGES.mileage);
      return;
    }
    const short = handOver && rental.handoverShortfall !== null;
    const reason = overrideReason.trim();
    if (short && !reason) {
      setReasonMissing(true);
      return;
    }
    try {
      await finalizeAgreement({ id: rental.id, fuelLevel, currentMileage, handOver, ...(short && { overrideReason: reason }) }).unwrap();
      clearDraft(rental.id);
      toast({
        title: t('toasts.completed'),
        description: t(handOver ? 'toasts.handedOverDescription' : 'toasts.completedDescription', { id: rental.id }),
      });
      onFinalized(handOver);
    } catch (error) {
      toast({ title: t('toasts.finalizeFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const next = async () => {
    if (busy) return;
    switch (WIZARD_STEPS[step]) {
      case 'photos':
        return submitPhotos();
      case 'fuel':
        return submitMileage();
      case 'signature':
        return submitSignature();
      case 'keyHandover':
        return submitKeyPhoto();
      case 'review':
        return finalize();
    }
  };

  return {
    step,
    busy,
    uploadProgress: upload.progress,
    finalizing: finalizeCall.isLoading,
    next,
    previous,
    photos: {
      picked: photos,
      pick: (type: RentalPhotoType, file: File) => setPhotos((current) => ({ ...current, [type]: file })),
      remove: (type: RentalPhotoType) =>
        setPhotos((current) => {
          const { [type]: _removed, ...rest } = current;
          return rest;
        }),
    },
    fuel: { level: fuelLevel, setLevel: setFuelLevel },
    mileage: {
      text: mileage,
      invalid: mileageInvalid,
      setText: (text: string) => {
        setMileage(text);
        if (mileageInvalid && parseCurrentMileage(text) !== null) setMileageInvalid(false);
      },
    },
    signature: { ref: signatureRef, version: signatureVersion },
    handover: {
      on: handOver,
      set: setHandOver,
      reason: overrideReason,
      reasonMissing,
      setReason: (text: string) => {
        setOverrideReason(text);
        setReasonMissing(false);
      },
    },
    keyPhoto: { file: keyPhoto, version: keyVersion, pick: setKeyPhoto, remove: () => setKeyPhoto(null) },
  };
}

export type AgreementWizardState = ReturnType<typeof useAgreementWizard>;
