import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { ExtensionPrice } from './ExtensionPrice';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast/useToast';
import { addDays } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useRequestExtensionMutation } from '../api/myRentalsApi';
import type { CustomerRental } from '../api/types';
import { MAX_EXTENSION_REASON, extensionFormSchema, fieldOfServerMessage, type ExtensionFormInput } from '../utils/extensionForm';

interface ExtensionFormProps {
  rental: CustomerRental;
  formId: string;
  /** Held by the dialog, so it cannot be dismissed while the request is being sent. */
  mutation: ReturnType<typeof useRequestExtensionMutation>;
  onDone: () => void;
  onCancel: () => void;
}

function ExtensionForm({ rental, formId, mutation, onDone, onCancel }: ExtensionFormProps) {
  const { t } = useTranslation('bookings');
  const { toast } = useToast();
  const [requestExtension, { isLoading: sending }] = mutation;
  const schema = useMemo(() => extensionFormSchema(rental.endDate), [rental.endDate]);
  const { control, handleSubmit, setError } = useForm<ExtensionFormInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { newEndDate: '', reason: '' },
  });
  const [reason, newEndDate] = useWatch({ control, name: ['reason', 'newEndDate'] });

  const submit = handleSubmit(async (values) => {
    try {
      await requestExtension({ id: rental.id, ...values }).unwrap();
      toast({
        title: t('rentalToasts.extensionRequested'),
        description: t('rentalToasts.extensionRequestedDescription', {
          vehicle: rental.vehicleDisplayName,
          date: formatDate(values.newEndDate),
        }),
      });
      onDone();
    } catch (error) {
      const message = errorMessage(error);
      const field = fieldOfServerMessage(message);
      if (field) setError(field, { message }, { shouldFocus: true });
      else toast({ title: t('rentalToasts.extensionFailed'), description: message, variant: 'destructive' });
    }
  });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogContentText>
            {t('extensionDialog.summary', { vehicle: rental.vehicleDisplayName, date: formatDate(rental.endDate) })}
          </DialogContentText>
          <FormDateField
            control={control}
            name="newEndDate"
            label={t('extensionDialog.newEndDate')}
            required
            fullWidth
            min={addDays(rental.endDate, 1)}
            disabled={sending}
            helperText={t('extensionDialog.newEndDateHelp', { date: formatDate(rental.endDate) })}
          />
          <ExtensionPrice rental={rental} newEndDate={schema.shape.newEndDate.safeParse(newEndDate).success ? newEndDate : null} />
          <FormTextField
            control={control}
            name="reason"
            label={t('extensionDialog.reason')}
            placeholder={t('extensionDialog.reasonPlaceholder')}
            required
            fullWidth
            multiline
            minRows={2}
            disabled={sending}
            helperText={`${reason.length}/${MAX_EXTENSION_REASON}`}
            slotProps={{ htmlInput: { maxLength: MAX_EXTENSION_REASON } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={sending}
        onCancel={onCancel}
        cancelLabel={t('extensionDialog.cancel')}
        submitLabel={t('extensionDialog.submit')}
        pendingLabel={t('extensionDialog.pending')}
      />
    </>
  );
}

export interface ExtensionRequestDialogProps {
  /** The rental to extend; the dialog is open while there is one. */
  rental: CustomerRental | null;
  onClose: () => void;
}

/**
 * Request Extension: a new end date after the current one and a reason. Staff approve or
 * decline it on the Rentals tab; the answer shows on the rental's card.
 */
export function ExtensionRequestDialog({ rental, onClose }: ExtensionRequestDialogProps) {
  const { t } = useTranslation('bookings');
  const mutation = useRequestExtensionMutation();
  return (
    <ItemFormDialog item={rental} pending={mutation[1].isLoading} onClose={onClose} title={t('extensionDialog.title')}>
      {(shown, formId) => (
        <ExtensionForm key={shown.id} rental={shown} formId={formId} mutation={mutation} onDone={onClose} onCancel={onClose} />
      )}
    </ItemFormDialog>
  );
}
