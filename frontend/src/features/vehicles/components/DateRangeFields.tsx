import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form';
import type { BookingFormInput } from '../utils/bookingForm';

export interface DateRangeFieldsProps {
  control: Control<BookingFormInput>;
  /** Today in Kuala Lumpur: earlier days are disabled in the picker. */
  today: string;
  /** The chosen pickup date, the earliest return date. */
  startDate: string;
  disabled?: boolean;
}

/** Pickup and return as dd/mm/yyyy date fields, stacked on phones, side by side from 600 px. */
export function DateRangeFields({ control, today, startDate, disabled = false }: DateRangeFieldsProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'booking' });
  const returnMin = startDate && startDate >= today ? startDate : today;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
      <FormDateField control={control} name="startDate" label={t('pickupDate')} required disabled={disabled} min={today} />
      <FormDateField control={control} name="endDate" label={t('returnDate')} required disabled={disabled} min={returnMin} />
    </Box>
  );
}
