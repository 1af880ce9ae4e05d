import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { STRIP_ORDER } from '../api/documents';
import { useGetCustomerFilesQuery } from '../api/staffCustomersApi';

/** Whether the IC/Passport, License and Bill files exist in storage (GET check-files). */
export function FileStatusStrip({ customerId }: { customerId: number }) {
  const { t } = useTranslation('staffCustomers');
  const { data, isLoading, isError } = useGetCustomerFilesQuery(customerId);
  return (
    <Box role="group" aria-label={t('files.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="caption" color="text.secondary" sx={{ mr: 0.25 }}>
        {t('files.title')}
      </Typography>
      {isLoading && STRIP_ORDER.map((key) => <Skeleton key={key} variant="rounded" width={96} height={24} />)}
      {isError && (
        <Typography variant="caption" color="error">
          {t('files.unavailable')}
        </Typography>
      )}
      {data &&
        STRIP_ORDER.map((key) => {
          const exists = data[key].exists;
          const document = t(`documents.${key}.short`);
          return (
            <Chip
              key={key}
              size="small"
              variant="outlined"
              color={exists ? 'success' : 'error'}
              icon={exists ? <CheckCircleIcon /> : <CancelIcon />}
              label={t(exists ? 'files.onFile' : 'files.missing', { document })}
            />
          );
        })}
    </Box>
  );
}
