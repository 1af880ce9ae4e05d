import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { PAYMENT_STATUS_FILTERS, type PaymentStatusFilter } from '../api/types';
import { MAX_PAYMENT_SEARCH } from '../hooks/usePaymentListParams';

export interface PaymentsToolbarProps {
  status: PaymentStatusFilter;
  onStatusChange: (status: PaymentStatusFilter) => void;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** The typed search has not reached the list yet. */
  searching: boolean;
}

/** The status filter (All, Pending, Completed, Failed) and the search by name, e-mail or receipt number. */
export function PaymentsToolbar({ status, onStatusChange, searchText, onSearchTextChange, searching }: PaymentsToolbarProps) {
  const { t } = useTranslation('staffPayments');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        alignItems: 'end',
        gap: 1.5,
        mb: 2,
      }}
    >
      <NativeSelectField
        label={t('filters.status')}
        value={status}
        onChange={(value) => {
          const next = PAYMENT_STATUS_FILTERS.find((option) => option === value);
          if (next) onStatusChange(next);
        }}
      >
        {PAYMENT_STATUS_FILTERS.map((option) => (
          <option key={option} value={option}>
            {t(`filters.${option}`)}
          </option>
        ))}
      </NativeSelectField>
      <TextField
        type="search"
        fullWidth
        size="small"
        value={searchText}
        onChange={(event) => onSearchTextChange(event.target.value)}
        placeholder={t('search.placeholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('search.label'), maxLength: MAX_PAYMENT_SEARCH },
          input: {
            sx: { minHeight: 44 },
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: searching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label={t('search.searching')} />
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </Box>
  );
}
