import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/FormTextField';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast/useToast';
import {
  MAX_NOTES_LENGTH,
  isMissingInformation,
  paymentFormSchema,
  type PaymentFormInput,
  type PaymentFormValues,
} from '../utils/paymentForm';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import { PurposeField } from './PurposeField';
import { RentalField } from './RentalField';

export interface PaymentFormProps {
  /** The values to start from: empty, or what the customer typed before going Back from the QR screen. */
  defaultValues: PaymentFormInput;
  onContinue: (values: PaymentFormValues) => void;
}

/**
 * Make Payment: amount in RM (at least 0.01, at most 2 decimals),
 * purpose, the rental it pays for (when the customer has any), optional notes and the method.
 * A missing amount or purpose also gets the 'Missing Information' toast.
 */
export function PaymentForm({ defaultValues, onContinue }: PaymentFormProps) {
  const { t } = useTranslation('payments');
  const { toast } = useToast();
  const { control, handleSubmit } = useForm<PaymentFormInput, unknown, PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onTouched',
    defaultValues,
  });
  const notesLength = useWatch({ control, name: 'notes' }).length;

  const onInvalid = (errors: FieldErrors<PaymentFormInput>) => {
    if (isMissingInformation({ amount: errors.amount?.message, paymentFor: errors.paymentFor?.message })) {
      toast({ title: t('toasts.missingInformation'), description: t('toasts.missingInformationDescription'), variant: 'destructive' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        aria-labelledby="payment-form-heading"
        onSubmit={(event) => void handleSubmit(onContinue, onInvalid)(event)}
      >
        <Typography id="payment-form-heading" variant="h6" component="h2">
          {t('form.heading')}
        </Typography>
        <FormTextField
          control={control}
          name="amount"
          label={t('form.amount')}
          type="number"
          required
          fullWidth
          helperText={t('form.amountHelp')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
            htmlInput: { step: '0.01', min: '0.01', max: '999999.99', inputMode: 'decimal' },
          }}
        />
        <PurposeField control={control} />
        <RentalField control={control} />
        <FormTextField
          control={control}
          name="notes"
          label={t('form.notes')}
          placeholder={t('form.notesPlaceholder')}
          fullWidth
          multiline
          minRows={2}
          helperText={`${notesLength}/${MAX_NOTES_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MAX_NOTES_LENGTH } }}
        />
        <PaymentMethodPicker />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<QrCode2Icon />}
          sx={{ ...TAP_TARGET, alignSelf: { sm: 'flex-start' } }}
        >
          {t('form.continue')}
        </Button>
      </Stack>
    </Paper>
  );
}
