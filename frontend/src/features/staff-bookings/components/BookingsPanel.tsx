import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { errorMessage } from '../../../lib/httpError';
import { useGetStaffBookingRequestsQuery } from '../api/staffBookingsApi';
import type { StaffBookingRequest } from '../api/types';
import { useBookingDecision } from '../hooks/useBookingDecision';
import { RejectDialog } from './RejectDialog';
import { StaffBookingRequestCard } from './StaffBookingRequestCard';
import { ListPagination } from '../../../components/ListPagination';

export const BOOKING_REQUESTS_PAGE_SIZE = 20;

function BookingListSkeleton() {
  const { t } = useTranslation('staffBookings');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="45%" height={28} />
            <Skeleton width="30%" />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The staff Bookings tab: pending booking requests, oldest decisions first, to approve or reject. */
export function BookingsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffBookings');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetStaffBookingRequestsQuery({
    status: 'pending',
    page,
    limit: BOOKING_REQUESTS_PAGE_SIZE,
  });
  const { approve, reject, approvingId, rejectingId } = useBookingDecision();
  const [rejecting, setRejecting] = useState<StaffBookingRequest | null>(null);
  const deciding = approvingId !== null || rejectingId !== null;

  const confirmReject = async (reason: string) => {
    if (!rejecting) return;
    if (await reject(rejecting, reason)) setRejecting(null);
  };

  let list;
  if (isLoading || (error && isFetching)) list = <BookingListSkeleton />;
  else if (error || !data) {
    list = <LoadError what={t('loadWhat')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data.total === 0) {
    list = (
      <EmptyState
        icon={<EventAvailableIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={t('empty.description')}
      />
    );
  } else {
    const pageCount = Math.ceil(data.total / data.limit);
    list = (
      <Stack spacing={2} aria-busy={isFetching}>
        {data.items.map((request) => (
          <StaffBookingRequestCard
            key={request.id}
            request={request}
            approving={approvingId === request.id}
            rejecting={rejectingId === request.id}
            busy={deciding}
            onApprove={() => void approve(request)}
            onReject={() => setRejecting(request)}
          />
        ))}
        <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('pages')} />
      </Stack>
    );
  }

  return (
    <>
      <SectionToolbar
        title={title}
        subtitle={data && data.total > 0 ? t('pendingCount', { count: data.total }) : undefined}
        actions={
          <Button
            variant="outlined"
            onClick={() => void refetch()}
            disabled={isFetching}
            startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            {t('refresh')}
          </Button>
        }
      />
      {list}
      <RejectDialog
        request={rejecting}
        pending={rejectingId !== null}
        onConfirm={(reason) => void confirmReject(reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
