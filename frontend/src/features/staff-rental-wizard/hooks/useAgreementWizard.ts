import { useComplianceOverride } from '../../../components/compliance/useComplianceOverride';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/base';
import type { AppDispatch } from '../../../app/store';
import { newClientId, onUploadSent, uploadQueue, useQueuedUploads } from '../../../lib/offline/uploadQueueInstance';
import { useToast } from '../../../components/toast';
import { translateError, translateMessage } from '../../../i18n';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/httpError';
import {
  afterStepUpload,
  replaceCachedRental,
  useCaptureSignatureMutation,
  useFinalizeAgreementMutation,
  useGetOpenVehicleDamageQuery,
} from '../api/rentalWizardApi';
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
import { clearDraft, saveDraft, type DraftPhoto, type WizardDraft } from '../utils/wizardDraft';
import { WIZARD_TARGETS, withQueued } from '../utils/queuedEvidence';

/** The server's message when it sent one; otherwise the step's default text. */
function failureText(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status !== null && error.message && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return fallback;
}

const isCancelled = (error: unknown) => isApiError(error) && error.message === UPLOAD_CANCELLED_MESSAGE;

/** The request never reached the server, or its answer never came back: the queue sends it again. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === null && !isCancelled(error);

type DraftPhotos = Partial<Record<RentalPhotoType, DraftPhoto>>;

const chosenFiles = (photos: DraftPhotos): ChosenPhotos =>
  Object.fromEntries(Object.entries(photos).map(([type, photo]) => [type, photo.file])) as ChosenPhotos;

/**
 * The wizard's state and its Next / Previous / Finalize: each step's
 * gate, then its call. A step the rental already has (photos, signature, key photo from an earlier
 * visit) is passed with Next unless something new was picked for it. Opened again (a reload), it
 * starts at the first unfinished step with what was typed but not sent (wizardDraft).
 *
 * Without signal, a step's pieces go to the upload queue (each with the id made when it was
 * taken) and the wizard goes on; what waits counts as done for the gates, and only Finalize
 * waits until the server holds everything.
 */
export function useAgreementWizard(serverRental: WizardRental, onFinalized: (handedOver: boolean) => void, draft: WizardDraft = {}) {
  const { t } = useTranslation('staffRentalWizard');
  const { toast } = useToast();
  const dispatch = useDispatch<AppDispatch>();
  const queue = useQueuedUploads();
  const pending = queue.filter((item) => item.rentalId === serverRental.id && WIZARD_TARGETS.includes(item.target));
  // The gates read the rental as it will be when the queue is through.
  const rental = withQueued(serverRental, pending);
  useEffect(
    () =>
      onUploadSent((item, answer) => {
        if (item.rentalId !== serverRental.id || !WIZARD_TARGETS.includes(item.target)) return;
        dispatch(replaceCachedRental(answer as WizardRental));
        dispatch(api.util.invalidateTags(afterStepUpload));
      }),
    [dispatch, serverRental.id],
  );
  const [mileage, setMileage] = useState(draft.mileage ?? (rental.currentMileage > 0 ? String(rental.currentMileage) : ''));
  const [photos, setPhotos] = useState<DraftPhotos>(draft.photos ?? {});
  const [fuelLevel, setFuelLevel] = useState(draft.fuelLevel ?? rental.fuelLevel ?? DEFAULT_FUEL_LEVEL);
  const [mileageInvalid, setMileageInvalid] = useState(false);
  // The customer is at the counter for the wizard (step 1 photographs them with the car), so the
  // keys go out with the finish unless the account is short: then staff choose to, with a reason.
  const [handOver, setHandOver] = useState(draft.handOver ?? rental.handoverShortfall === null);
  const [overrideReason, setOverrideReason] = useState(draft.overrideReason ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [keyPhoto, setKeyPhoto] = useState<DraftPhoto | null>(draft.keyPhoto ?? null);
  useEffect(() => {
    void saveDraft(rental.id, { fuelLevel, mileage, handOver, overrideReason, photos, ...(keyPhoto && { keyPhoto }) });
  }, [rental.id, fuelLevel, mileage, handOver, overrideReason, photos, keyPhoto]);
  // Bumped after each key photo upload, so its thumbnail is fetched again.
  const [keyVersion, setKeyVersion] = useState(0);
  const [signatureVersion, setSignatureVersion] = useState(0);
  const signatureRef = useRef<SignatureCanvasHandle>(null);
  const upload = useProgressUpload();
  const [captureSignature, signatureCall] = useCaptureSignatureMutation();
  const [finalizeAgreement, finalizeCall] = useFinalizeAgreementMutation();
  const { withOverride, overrideDialog } = useComplianceOverride();
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
    const missing = missingRequiredPhotos(chosenFiles(photos), rental.photos);
    if (missing.length > 0) {
      toast({
        title: translateMessage(WIZARD_MESSAGES.photosTitle),
        description: WIZARD_MESSAGES.photosDescription.replace('{{types}}', missing.map(photoLabel).join(', ')),
        variant: 'destructive',
      });
      return;
    }
    const form = toPhotosFormData(chosenFiles(photos));
    if (!form) {
      advance();
      return;
    }
    const count = Object.keys(photos).length;
    const queuePhotos = async () => {
      for (const [type, photo] of Object.entries(photos))
        await uploadQueue().enqueue({
          clientId: photo.clientId,
          rentalId: rental.id,
          target: 'rental_photo',
          photoType: type,
          file: photo.file,
          fileName: photo.file.name,
        });
      setPhotos({});
      advance();
    };
    if (!navigator.onLine) return queuePhotos();
    // One request for all, with an id of its own: the photos' ids are for their queued copies.
    form.append('clientId', newClientId());
    try {
      await upload.send(photosUrl(rental.id), form);
      setPhotos({});
      toast({ title: t('toasts.photosUploaded'), description: t('toasts.photosUploadedDescription', { count }) });
      advance();
    } catch (error) {
      if (isNetworkFailure(error)) return queuePhotos();
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
    const signatureData = pad.toPngDataUrl();
    const clientId = newClientId();
    const queueSignature = async () => {
      await uploadQueue().enqueue({ clientId, rentalId: rental.id, target: 'signature', signatureData });
      advance();
    };
    if (!navigator.onLine) return queueSignature();
    try {
      await captureSignature({ id: rental.id, signatureData, clientId }).unwrap();
      setSignatureVersion((version) => version + 1);
      toast({ title: t('toasts.signatureCaptured'), description: t('toasts.signatureCapturedDescription') });
      advance();
    } catch (error) {
      if (isNetworkFailure(error)) return queueSignature();
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
    const queueKeyPhoto = async () => {
      await uploadQueue().enqueue({
        clientId: keyPhoto.clientId,
        rentalId: rental.id,
        target: 'key_handover',
        file: keyPhoto.file,
        fileName: keyPhoto.file.name,
      });
      setKeyPhoto(null);
      advance();
    };
    if (!navigator.onLine) return queueKeyPhoto();
    const form = toKeyHandoverFormData(keyPhoto.file);
    form.append('clientId', keyPhoto.clientId);
    try {
      await upload.send(keyHandoverUrl(rental.id), form);
      setKeyPhoto(null);
      setKeyVersion((version) => version + 1);
      toast({ title: t('toasts.keyHandoverDone'), description: t('toasts.keyHandoverDoneDescription') });
      advance();
    } catch (error) {
      if (isNetworkFailure(error)) return queueKeyPhoto();
      if (isCancelled(error)) return;
      toast({
        title: t('toasts.keyHandoverFailed'),
        description: failureText(error, t('toasts.keyHandoverFailedDefault')),
        variant: 'destructive',
      });
    }
  };

  const finalize = async () => {
    if (pending.length > 0) return;
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
      await withOverride((complianceOverrideReason) =>
        finalizeAgreement({
          id: rental.id,
          fuelLevel,
          currentMileage,
          handOver,
          ...(short && { overrideReason: reason }),
          complianceOverrideReason,
        }).unwrap(),
      );
      void clearDraft(rental.id);
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
    /** Asks an admin for the reason to hand over a car whose compliance lapses; render it beside the wizard. */
    overrideDialog,
    rental,
    step,
    busy,
    uploadProgress: upload.progress,
    finalizing: finalizeCall.isLoading,
    next,
    previous,
    /** What waits for signal for this rental, oldest first. */
    queued: pending,
    photos: {
      picked: chosenFiles(photos),
      pick: (type: RentalPhotoType, file: File) => setPhotos((current) => ({ ...current, [type]: { clientId: newClientId(), file } })),
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
    keyPhoto: {
      file: keyPhoto?.file ?? null,
      version: keyVersion,
      pick: (file: File) => setKeyPhoto({ clientId: newClientId(), file }),
      remove: () => setKeyPhoto(null),
    },
  };
}

export type AgreementWizardState = ReturnType<typeof useAgreementWizard>;
