import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { SearchField } from '../../../components/form/SearchField';
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
      <SearchField
        size="small"
        value={searchText}
        onChange={onSearchTextChange}
        placeholder={t('search.placeholder')}
        label={t('search.label')}
        searching={searching}
        searchingLabel={t('search.searching')}
        maxLength={MAX_PAYMENT_SEARCH}
      />
    </Box>
  );
}
