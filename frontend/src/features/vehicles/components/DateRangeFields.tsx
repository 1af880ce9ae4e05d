import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form';
import type { BookingFormInput } from '../utils/bookingForm';

export interface DateRangeFieldsProps {
  control: Control<BookingFormInput>;
  /** Today in Kuala Lumpur: earlier days are disabled in the picker. */
  today: string;
  /** The chosen pickup date, the earliest return date. */
  startDate: string;
  disabled?: boolean;
}

/** Pickup and return as native date inputs, side by side even on a 360 px phone. */
export function DateRangeFields({ control, today, startDate, disabled = false }: DateRangeFieldsProps) {
  const returnMin = startDate && startDate >= today ? startDate : today;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
      <FormTextField
        control={control}
        name="startDate"
        label="Pickup date"
        type="date"
        required
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <FormTextField
        control={control}
        name="endDate"
        label="Return date"
        type="date"
        required
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: returnMin } }}
      />
    </Box>
  );
}
