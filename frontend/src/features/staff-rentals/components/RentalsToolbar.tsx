import { useId, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import {
  RENTAL_STATUSES,
  RENTAL_TIME_FILTERS,
  type RentalStatusFilter,
  type RentalTimeFilter,
} from '../api/types';

interface ToolbarSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

/**
 * A labelled native <select> styled like MUI's small outlined field, 44 px tall (as the fleet's
 * toolbar does it): phones show their own picker, easier than a drop-down menu at 390 px.
 */
function ToolbarSelect({ label, value, onChange, children }: ToolbarSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 500 }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        sx={{
          minHeight: 44,
          width: '100%',
          px: 1.5,
          font: 'inherit',
          fontSize: '1rem',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'rgba(0, 0, 0, 0.38)',
          borderRadius: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 0, borderColor: 'primary.main' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export interface RentalsToolbarProps {
  filter: RentalTimeFilter;
  status: RentalStatusFilter;
  onFilterChange: (filter: RentalTimeFilter) => void;
  onStatusChange: (status: RentalStatusFilter) => void;
}

/** The time filter (SPEC.md section 2: All Time, Past 3/7/30 Days) and a status filter. */
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
      <ToolbarSelect
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
      </ToolbarSelect>
      <ToolbarSelect
        label={t('filters.status')}
        value={status}
        onChange={(value) => onStatusChange(RENTAL_STATUSES.find((option) => option === value) ?? 'all')}
      >
        <option value="all">{t('filters.allStatuses')}</option>
        {RENTAL_STATUSES.map((option) => (
          <option key={option} value={option}>
            {t(`common:status.${option}`)}
          </option>
        ))}
      </ToolbarSelect>
    </Box>
  );
}
