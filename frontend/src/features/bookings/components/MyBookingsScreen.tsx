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
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { StatusMessage } from '../../../components/StatusMessage';
import { errorMessage } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { useGetMyBookingRequestsQuery } from '../api/myBookingsApi';
import { usePageParam } from '../hooks/usePageParam';
import { BookingRequestCard } from './BookingRequestCard';
import { ListPagination } from '../../../components/ListPagination';

/** Ten a page keeps a phone's scroll short; the API allows up to 100. */
export const MY_BOOKINGS_PAGE_SIZE = 10;

function SignInPrompt() {
  return (
    <StatusMessage
      icon={<LoginIcon color="action" sx={{ fontSize: 48 }} />}
      title="Sign in to see your bookings"
      description="Your booking requests and their status appear here once you are signed in."
      action={
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={paths.customerLogin}>
            Sign In
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.register}>
            Create Account
          </Button>
        </Stack>
      }
    />
  );
}

function BookingListSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading bookings">
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
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <EventNoteIcon color="action" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="h2">
          No booking requests yet
        </Typography>
        <Typography color="text.secondary">Choose a car from our fleet and request your dates.</Typography>
        <Button variant="contained" component={RouterLink} to={paths.vehicles} startIcon={<DirectionsCarIcon />}>
          Browse our fleet
        </Button>
      </Stack>
    </Paper>
  );
}

function BookingList() {
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
            Retry
          </Button>
        }
      >
        We could not load your bookings. {errorMessage(error)}
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
        <Alert severity="info">This page is empty. Go back to page 1 to see your latest requests.</Alert>
      )}
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} label="Booking pages" />
    </Stack>
  );
}

/** '/my-bookings': the signed-in customer's booking requests, newest first. */
export function MyBookingsScreen() {
  const { isAuthenticated, isCustomer } = useSession();
  if (!isAuthenticated || !isCustomer) return <SignInPrompt />;
  return (
    <>
      <PageTitle
        title="My Bookings"
        subtitle="Your booking requests, newest first. We respond within 24 hours."
        actions={
          <Button component={RouterLink} to={paths.vehicles} variant="outlined" startIcon={<DirectionsCarIcon />}>
            Our Fleet
          </Button>
        }
      />
      <BookingList />
    </>
  );
}
