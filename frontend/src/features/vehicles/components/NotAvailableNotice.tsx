import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { DateRange } from '../api/types';

/** 'Not Available', with the booked ranges when the server named them. */
export function NotAvailableNotice({ conflicts }: { conflicts: readonly DateRange[] }) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'booking' });
  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>{t('notAvailable')}</AlertTitle>
      {conflicts.length > 0 ? (
        <>
          {t('bookedOn')}
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {conflicts.map(({ startDate, endDate }) => (
              <li key={`${startDate}-${endDate}`}>
                {formatDate(startDate)} – {formatDate(endDate)}
              </li>
            ))}
          </Box>
          {t('chooseOther')}
        </>
      ) : (
        t('cannotBook')
      )}
    </Alert>
  );
}
