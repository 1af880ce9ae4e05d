import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { BookingRequest } from '../../../api/types';
import { paths } from '../../../app/paths';
import { formatDate, formatRM } from '../../../lib/format';
import { dayCountLabel } from '../utils/dayCount';

/** After Request Booking: what was sent, and the promise of an answer within 24 hours. */
export function BookingSubmitted({ request, onClose }: { request: BookingRequest; onClose: () => void }) {
  const { t } = useTranslation(['vehicles', 'common']);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }} role="status">
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {t('submitted.title')}
        </Typography>
        <Typography color="text.secondary">{t('submitted.promise')}</Typography>
      </Box>
      <Typography variant="body2">
        {formatDate(request.startDate)} – {formatDate(request.endDate)} · {dayCountLabel(request.totalDays)}
        {request.estimatedTotal !== null && <> · {t('submitted.estimate', { amount: formatRM(request.estimatedTotal) })}</>}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
        <Button onClick={onClose} variant="outlined" sx={{ flex: 1 }}>
          {t('common:actions.close')}
        </Button>
        <Button component={RouterLink} to={paths.myBookings} variant="contained" sx={{ flex: 1 }}>
          {t('submitted.viewMyBookings')}
        </Button>
      </Stack>
    </Stack>
  );
}
