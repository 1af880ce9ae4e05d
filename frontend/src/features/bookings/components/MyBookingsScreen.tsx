import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { ListPagination } from '../../../components/ListPagination';
import { PageTitle } from '../../../components/PageTitle';
import { StatusMessage } from '../../../components/StatusMessage';
import { errorMessage } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { useGetMyBookingRequestsQuery } from '../api/myBookingsApi';
import { usePageParam } from '../hooks/usePageParam';
import { translateMessage } from '../../../i18n';
import { BookingRequestCard } from './BookingRequestCard';

/** Ten a page keeps a phone's scroll short; the API allows up to 100. */
export const MY_BOOKINGS_PAGE_SIZE = 10;

function SignInPrompt() {
  const { t } = useTranslation('bookings');
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title={t('signIn.title')}
      description={t('signIn.description')}
      action={
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={paths.customerLogin}>
            {t('signIn.signIn')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.register}>
            {t('signIn.createAccount')}
          </Button>
        </Stack>
      }
    />
  );
}

function BookingListSkeleton() {
  const { t } = useTranslation('bookings');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="55%" height={28} />
            <Skeleton width="35%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

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

function BookingList() {
  const { t } = useTranslation('bookings');
  const [page, setPage] = usePageParam();
  const { data, error, isLoading, isFetching, refetch } = useGetMyBookingRequestsQuery({
    page,
    limit: MY_BOOKINGS_PAGE_SIZE,
  });

  if (isLoading || (error && isFetching)) return <BookingListSkeleton />;
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadFailed', { message: translateMessage(errorMessage(error)) })}
      </Alert>
    );
  }
  if (data.total === 0) return <NoBookings />;

  const pageCount = Math.ceil(data.total / data.limit);
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {data.items.map((request) => (
        <BookingRequestCard key={request.id} request={request} />
      ))}
      {data.items.length === 0 && (
        <Alert severity="info">{t('list.pageEmpty')}</Alert>
      )}
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('list.pages')} />
    </Stack>
  );
}

/** '/my-bookings': the signed-in customer's booking requests, newest first. */
export function MyBookingsScreen() {
  const { t } = useTranslation('bookings');
  const { isAuthenticated, isCustomer } = useSession();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return (
    <>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button component={RouterLink} to={paths.vehicles} variant="outlined" startIcon={<DirectionsCarIcon />}>
            {t('ourFleet')}
          </Button>
        }
      />
      <BookingList />
    </>
  );
}
