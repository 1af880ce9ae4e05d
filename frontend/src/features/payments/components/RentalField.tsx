import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useGetMyBookingRequestsQuery } from '../../bookings/api/myBookingsApi';
import { useGetPayableRentalsQuery } from '../api/paymentsApi';
import { paymentTarget, type PaymentFormInput } from '../utils/paymentForm';

/** How many of the customer's newest booking requests are offered: the ones waiting are among the latest. */
const REQUESTS_LIMIT = 20;

/**
 * 'For rental (optional)': the customer's rentals (GET /api/rentals/mine), newest first, as
 * "Rental #12 · Perodua Myvi · 01/12/2026", and their booking requests still waiting for approval,
 * so a deposit can be paid before it (the approval carries the payment to the rental). Not shown
 * while they have neither, or when the lists could not be loaded (the payment can be made without).
 */
export function RentalField({ control }: { control: Control<PaymentFormInput> }) {
  const { t } = useTranslation('payments');
  // Asked again each time the form opens: staff approve requests on their side, and a request
  // approved since the last visit must show as its rental, not still as waiting.
  const { data } = useGetPayableRentalsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: requestPage } = useGetMyBookingRequestsQuery({ page: 1, limit: REQUESTS_LIMIT }, { refetchOnMountOrArgChange: true });
  const {
    field: { ref, ...field },
  } = useController({ control, name: 'target' });
  const rentals = data?.items ?? [];
  const waiting = (requestPage?.items ?? []).filter((request) => request.status === 'pending');
  if (rentals.length === 0 && waiting.length === 0) return null;
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
        <option key={`rental-${rental.id}`} value={paymentTarget('rental', rental.id)}>
          {t('form.rentalOption', { id: rental.id, vehicle: rental.vehicleDisplayName, date: formatDate(rental.startDate) })}
        </option>
      ))}
      {waiting.length > 0 && (
        <optgroup label={t('form.waitingRequests')}>
          {waiting.map((request) => (
            <option key={`request-${request.id}`} value={paymentTarget('request', request.id)}>
              {t('form.requestOption', { id: request.id, vehicle: request.vehicleDisplayName, date: formatDate(request.startDate) })}
            </option>
          ))}
        </optgroup>
      )}
    </TextField>
  );
}
