import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast/useToast';
import { translateMessage } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { usePostReviewMutation } from '../api/reviewsApi';
import type { CustomerRental } from '../api/types';
import { MAX_REVIEW_TEXT, reviewBody, reviewFormSchema, type ReviewFormInput } from '../utils/reviewForm';

const RATING_NAMES = ['1', '2', '3', '4', '5'] as const;

interface ReviewFormProps {
  rental: CustomerRental;
  formId: string;
  /** Held by the dialog, so it cannot be dismissed while the request is being sent. */
  mutation: ReturnType<typeof usePostReviewMutation>;
  onDone: () => void;
  onCancel: () => void;
}

function ReviewForm({ rental, formId, mutation, onDone, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('account', { keyPrefix: 'review' });
  const { t: tAccount } = useTranslation('account');
  const { toast } = useToast();
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const [postReview, { isLoading: sending }] = mutation;
  const { control, handleSubmit } = useForm<ReviewFormInput>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: null, reviewText: '', isPublic: true },
  });
  const reviewText = useWatch({ control, name: 'reviewText' });
  const isPublic = useWatch({ control, name: 'isPublic' });

  const submit = handleSubmit(async (values) => {
    try {
      await postReview(reviewBody(rental.id, values)).unwrap();
      toast({ title: t('toasts.posted'), description: t('toasts.postedDescription', { vehicle: rental.vehicleDisplayName }) });
      onDone();
    } catch (error) {
      // 404 (not the caller's rental), 409 (not completed, already reviewed) and 400: as the server words them.
      toast({ title: t('toasts.failed'), description: translateMessage(errorMessage(error)), variant: 'destructive' });
    }
  });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogContentText>
            {t('dialog.summary', {
              vehicle: rental.vehicleDisplayName,
              start: formatDate(rental.startDate),
              end: formatDate(rental.endDate),
            })}
          </DialogContentText>
          <Controller
            control={control}
            name="rating"
            render={({ field, fieldState: { error } }) => (
              <FormControl component="fieldset" error={Boolean(error)} disabled={sending}>
                <FormLabel component="legend" id={ratingLabelId} required>
                  {t('dialog.rating')}
                </FormLabel>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 44 }}>
                  <Rating
                    name={`${formId}-rating`}
                    value={field.value}
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    size="large"
                    disabled={sending}
                    aria-describedby={error ? ratingErrorId : undefined}
                    getLabelText={(value) => tAccount('stars', { rating: value })}
                    emptyLabelText={t('dialog.noRating')}
                  />
                  {field.value !== null && RATING_NAMES[field.value - 1] && (
                    <Typography aria-hidden>{t(`dialog.ratingNames.${RATING_NAMES[field.value - 1]}`)}</Typography>
                  )}
                </Stack>
                {error?.message && <FormHelperText id={ratingErrorId}>{translateMessage(error.message)}</FormHelperText>}
              </FormControl>
            )}
          />
          <FormTextField
            control={control}
            name="reviewText"
            label={t('dialog.text')}
            placeholder={t('dialog.textPlaceholder')}
            fullWidth
            multiline
            minRows={3}
            disabled={sending}
            helperText={t('dialog.counter', { length: reviewText.length, max: MAX_REVIEW_TEXT })}
            slotProps={{ htmlInput: { maxLength: MAX_REVIEW_TEXT } }}
          />
          <Controller
            control={control}
            name="isPublic"
            render={({ field }) => (
              <FormControl>
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      disabled={sending}
                    />
                  }
                  label={t('dialog.public')}
                  sx={{ minHeight: 44 }}
                />
                <FormHelperText sx={{ mx: 0 }}>{isPublic ? t('dialog.publicHelp') : t('dialog.privateHelp')}</FormHelperText>
              </FormControl>
            )}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={sending}
        onCancel={onCancel}
        cancelLabel={t('dialog.cancel')}
        submitLabel={t('dialog.submit')}
        pendingLabel={t('dialog.pending')}
      />
    </>
  );
}

export interface ReviewDialogProps {
  /** The completed rental to review; the dialog is open while there is one. */
  rental: CustomerRental | null;
  onClose: () => void;
}

/** Leave a Review: 1 to 5 stars, optional words (up to 1000 characters), shown publicly unless switched off. */
export function ReviewDialog({ rental, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('account', { keyPrefix: 'review' });
  const mutation = usePostReviewMutation();
  return (
    <ItemFormDialog item={rental} pending={mutation[1].isLoading} onClose={onClose} title={t('dialog.title')}>
      {(shown, formId) => (
        <ReviewForm key={shown.id} rental={shown} formId={formId} mutation={mutation} onDone={onClose} onCancel={onClose} />
      )}
    </ItemFormDialog>
  );
}
