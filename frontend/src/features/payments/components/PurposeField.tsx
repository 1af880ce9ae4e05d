import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n';
import { PAYMENT_PURPOSES } from '../../../api/types';
import type { PaymentFormInput } from '../utils/paymentForm';

/** What the payment is for: one of the five purposes, as a native select (the phone's own picker). */
export function PurposeField({ control }: { control: Control<PaymentFormInput> }) {
  const { t } = useTranslation('payments');
  const {
    field: { ref, ...field },
    fieldState: { error },
  } = useController({ control, name: 'paymentFor' });
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      label={t('form.purpose')}
      required
      fullWidth
      error={Boolean(error)}
      helperText={error?.message ? translateMessage(error.message) : undefined}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('form.choosePurpose')}
      </option>
      {PAYMENT_PURPOSES.map((purpose) => (
        <option key={purpose} value={purpose}>
          {t(`purposes.${purpose}`)}
        </option>
      ))}
    </TextField>
  );
}
