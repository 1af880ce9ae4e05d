import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { RENTAL_STATUSES, RENTAL_TIME_FILTERS, type RentalStatusFilter, type RentalTimeFilter } from '../api/types';

export interface RentalsToolbarProps {
  filter: RentalTimeFilter;
  status: RentalStatusFilter;
  onFilterChange: (filter: RentalTimeFilter) => void;
  onStatusChange: (status: RentalStatusFilter) => void;
}

/** The time filter (All Time, Past 3/7/30 Days) and a status filter. */
export function RentalsToolbar({ filter, status, onFilterChange, onStatusChange }: RentalsToolbarProps) {
  const { t } = useTranslation(['staffRentals', 'common']);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 1.5,
        mb: 2,
        maxWidth: { sm: 440 },
      }}
    >
      <NativeSelectField
        label={t('filters.time')}
        value={filter}
        onChange={(value) => {
          const next = RENTAL_TIME_FILTERS.find((option) => option === value);
          if (next) onFilterChange(next);
        }}
      >
        {RENTAL_TIME_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`filters.${option}`)}
          </option>
        ))}
      </NativeSelectField>
      <NativeSelectField
        label={t('filters.status')}
        value={status}
        onChange={(value) =>
          onStatusChange(value === 'overdue' ? 'overdue' : (RENTAL_STATUSES.find((option) => option === value) ?? 'all'))
        }
      >
        <option value="all">{t('filters.allStatuses')}</option>
        {RENTAL_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`common:status.${option}`)}
          </option>
        ))}
        <option value="overdue">{t('overdue.filter')}</option>
      </NativeSelectField>
    </Box>
  );
}
