import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useGetPayableRentalsQuery } from '../api/paymentsApi';
import type { PaymentFormInput } from '../utils/paymentForm';

/**
 * 'For rental (optional)': the customer's rentals (GET /api/rentals/mine), newest first, as
 * "Rental #12 · Perodua Myvi · 01/12/2026". Not shown while they have none, or when the list
 * could not be loaded (the payment can be made without it).
 */
export function RentalField({ control }: { control: Control<PaymentFormInput> }) {
  const { t } = useTranslation('payments');
  const { data } = useGetPayableRentalsQuery();
  const {
    field: { ref, ...field },
  } = useController({ control, name: 'rentalId' });
  const rentals = data?.items ?? [];
  if (rentals.length === 0) return null;
  return (
    <TextField
      {...field}
      inputRef={ref}
      select
      label={t('form.rental')}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('form.noRental')}</option>
      {rentals.map((rental) => (
        <option key={rental.id} value={String(rental.id)}>
          {t('form.rentalOption', { id: rental.id, vehicle: rental.vehicleDisplayName, date: formatDate(rental.startDate) })}
        </option>
      ))}
    </TextField>
  );
}
