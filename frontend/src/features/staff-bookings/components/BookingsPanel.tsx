import { useState } from 'react';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import Box from '@mui/material/Box';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useGetStaffBookingRequestsQuery } from '../api/staffBookingsApi';
import { BOOKING_REQUEST_SORTS, type StaffBookingRequest } from '../api/types';
import { useBookingDecision } from '../hooks/useBookingDecision';
import { useRequestListParams } from '../hooks/useRequestListParams';
import { RejectDialog } from './RejectDialog';
import { StaffBookingRequestCard } from './StaffBookingRequestCard';

export const BOOKING_REQUESTS_PAGE_SIZE = 20;

/** The staff Bookings tab: pending booking requests, newest or soonest pickup first, to approve or reject. */
export function BookingsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffBookings');
  const [{ sort, page }, { setSort, setPage }] = useRequestListParams();
  const query = useGetStaffBookingRequestsQuery({
    status: 'pending',
    sort,
    page,
    limit: BOOKING_REQUESTS_PAGE_SIZE,
  });
  const { data, isFetching, refetch } = query;
  const { approve, reject, approvingId, rejectingId, overrideDialog } = useBookingDecision();
  const [rejecting, setRejecting] = useState<StaffBookingRequest | null>(null);
  const deciding = approvingId !== null || rejectingId !== null;

  const confirmReject = async (reason: string) => {
    if (!rejecting) return;
    if (await reject(rejecting, reason)) setRejecting(null);
  };

  const list = (
    <PagedList
      query={query}
      texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
      empty={
        <EmptyState
          icon={<EventAvailableIcon color="action" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          description={t('empty.description')}
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(requests) =>
        requests.map((request) => (
          <StaffBookingRequestCard
            key={request.id}
            request={request}
            approving={approvingId === request.id}
            rejecting={rejectingId === request.id}
            busy={deciding}
            onApprove={(discount) => void approve(request, discount)}
            onReject={() => setRejecting(request)}
          />
        ))
      }
    </PagedList>
  );

  return (
    <>
      <SectionToolbar
        title={title}
        subtitle={data && data.total > 0 ? t('pendingCount', { count: data.total }) : undefined}
        actions={<RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />}
      />
      <Box sx={{ mb: 2, maxWidth: { sm: 280 } }}>
        <NativeSelectField
          label={t('sort.label')}
          value={sort}
          onChange={(value) => setSort(BOOKING_REQUEST_SORTS.find((option) => option === value) ?? 'newest')}
        >
          {BOOKING_REQUEST_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      {list}
      <RejectDialog
        request={rejecting}
        pending={rejectingId !== null}
        onConfirm={(reason) => void confirmReject(reason)}
        onCancel={() => setRejecting(null)}
      />
      {overrideDialog}
    </>
  );
}
