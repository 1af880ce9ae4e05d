import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalView } from '../../../api/types';
import { translateError } from '../../../i18n';
// The list the Rentals tab shows (same endpoint), its newest 100 in one page.
import { useGetStaffRentalsQuery } from '../../staff-rentals/api/staffRentalsApi';
import type { StaffRental } from '../../staff-rentals/api/types';

/** GET /api/staff/rentals?limit=100: the newest rentals, enough to pick from. */
const RENTAL_CHOICES = { filter: 'ALL', status: 'all', page: 1, limit: 100 } as const;

/** 44 px options: tap targets on phones. */
const OPTION_SX = { '& .MuiAutocomplete-option': { minHeight: 44 } } as const;

export interface RentalPickerProps {
  disabled: boolean;
  /** Called with the chosen rental, to fill the form. */
  onPick: (rental: RentalView) => void;
}

/** 'Fill from rental' (optional): 'Rental #id · customer · vehicle', typed to narrow the list. */
export function RentalPicker({ disabled, onPick }: RentalPickerProps) {
  const { t } = useTranslation('staffInvoices');
  const [chosen, setChosen] = useState<StaffRental | null>(null);
  const { data, error, isFetching } = useGetStaffRentalsQuery(RENTAL_CHOICES);
  const label = (rental: StaffRental) =>
    t('form.rentalOption', { id: rental.id, name: rental.customerName, vehicle: rental.vehicleDisplayName });

  return (
    <Autocomplete
      value={chosen}
      onChange={(_event, rental) => {
        setChosen(rental);
        if (rental) onPick(rental);
      }}
      options={data?.items ?? []}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={isFetching}
      loadingText={t('form.rentalsLoading')}
      noOptionsText={t('form.rentalsNone')}
      disabled={disabled}
      fullWidth
      slotProps={{ listbox: { sx: OPTION_SX } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('form.fromRental')}
          helperText={error ? t('form.rentalsFailed', { message: translateError(error) }) : t('form.fromRentalHelp')}
          error={Boolean(error)}
        />
      )}
    />
  );
}
