import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ListPagination } from '../../../components/ListPagination';
import { translateError } from '../../../i18n';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetMyBookingRequestsQuery } from '../api/myBookingsApi';
import { BookingRequestCard } from './BookingRequestCard';
import { ListLoadError } from './ListLoadError';
import { ListSkeleton } from './ListSkeleton';

/** Ten a page keeps a phone's scroll short; the API allows up to 100. */
export const MY_BOOKINGS_PAGE_SIZE = 10;

function NoBookings() {
  const { t } = useTranslation('bookings');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <EventNoteIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          {t('empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('empty.description')}</Typography>
        <Button variant="contained" component={RouterLink} to={paths.vehicles} startIcon={<DirectionsCarIcon />}>
          {t('empty.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'Booking Requests': the customer's requests, newest first. */
export function BookingRequestList() {
  const { t } = useTranslation('bookings');
  const [page, setPage] = useSearchParamPage('page');
  const { data, error, isLoading, isFetching, refetch } = useGetMyBookingRequestsQuery({
    page,
    limit: MY_BOOKINGS_PAGE_SIZE,
  });

  if (isLoading || (error && isFetching)) return <ListSkeleton label={t('list.loading')} />;
  if (error || !data) {
    return <ListLoadError message={t('list.loadFailed', { message: translateError(error) })} onRetry={() => void refetch()} />;
  }
  if (data.total === 0) return <NoBookings />;

  const pageCount = Math.ceil(data.total / data.limit);
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {data.items.map((request) => (
        <BookingRequestCard key={request.id} request={request} />
      ))}
      {data.items.length === 0 && <Alert severity="info">{t('list.pageEmpty')}</Alert>}
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('list.pages')} />
    </Stack>
  );
}
