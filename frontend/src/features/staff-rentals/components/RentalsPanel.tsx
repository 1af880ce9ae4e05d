import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useRetained } from '../../../components/useRetained';
import { formatDate, formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useGetStaffRentalsQuery } from '../api/staffRentalsApi';
import type { StaffRental } from '../api/types';
import { useRentalActions } from '../hooks/useRentalActions';
import { useRentalListParams } from '../hooks/useRentalListParams';
import { useRentalRecordsPdf } from '../hooks/useRentalRecordsPdf';
import { CancelRentalDialog } from './CancelRentalDialog';
import { DeclineExtensionDialog } from './DeclineExtensionDialog';
import { RentalCard } from './RentalCard';
import { RentalsToolbar } from './RentalsToolbar';
import { ReturnRentalDialog } from './ReturnRentalDialog';

export const RENTALS_PAGE_SIZE = 20;

function RentalListSkeleton() {
  const { t } = useTranslation('staffRentals');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="35%" height={28} />
            <Skeleton width="25%" />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Which dialog is open, for which rental. */
type Dialog = { kind: 'cancel' | 'delete' | 'return' | 'approveExtension' | 'declineExtension'; rental: StaffRental } | null;

/** The staff Rentals tab ('Rental Agreements'): every rental, filtered by age and status, with its actions. */
export function RentalsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffRentals');
  const [{ filter, status, page }, { setFilter, setStatus, setPage }] = useRentalListParams();
  const { data, error, isLoading, isFetching, refetch } = useGetStaffRentalsQuery({ filter, status, page, limit: RENTALS_PAGE_SIZE });
  const actions = useRentalActions();
  const { cancelling, deleting, returning, approving, declining } = actions;
  const { downloadRecords, downloading } = useRentalRecordsPdf(filter, status);
  const [dialog, setDialog] = useState<Dialog>(null);
  const forRental = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.rental : null);
  const deletingRental = useRetained(forRental('delete'));
  const extendingRental = useRetained(forRental('approveExtension'));
  const busy = cancelling || deleting || returning || approving || declining;

  const run = async (action: Promise<boolean>) => {
    if (await action) setDialog(null);
  };

  let list;
  if (isLoading || (error && isFetching)) list = <RentalListSkeleton />;
  else if (error || !data) {
    list = <LoadError what={t('loadWhat')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data.total === 0) {
    const filtered = filter !== 'ALL' || status !== 'all';
    list = (
      <EmptyState
        icon={<AssignmentIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={filtered ? t('empty.filteredDescription') : t('empty.description')}
      />
    );
  } else {
    const pageCount = Math.ceil(data.total / data.limit);
    list = (
      <Stack spacing={2} aria-busy={isFetching}>
        {data.items.map((rental) => (
          <RentalCard
            key={rental.id}
            rental={rental}
            busy={busy}
            onCancel={() => setDialog({ kind: 'cancel', rental })}
            onDelete={() => setDialog({ kind: 'delete', rental })}
            onMarkReturned={() => setDialog({ kind: 'return', rental })}
            onApproveExtension={() => setDialog({ kind: 'approveExtension', rental })}
            onDeclineExtension={() => setDialog({ kind: 'declineExtension', rental })}
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
        subtitle={data ? t('count', { count: data.total }) : undefined}
        actions={
          <>
            <Button
              variant="outlined"
              onClick={() => void refetch()}
              disabled={isFetching}
              startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              {t('refresh')}
            </Button>
            <Button
              variant="contained"
              onClick={() => void downloadRecords()}
              disabled={downloading}
              startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfIcon />}
            >
              {downloading ? t('downloading') : t('downloadPdf')}
            </Button>
          </>
        }
      />
      <RentalsToolbar filter={filter} status={status} onFilterChange={setFilter} onStatusChange={setStatus} />
      {list}
      <CancelRentalDialog
        rental={forRental('cancel')}
        pending={cancelling}
        onConfirm={(reason) => dialog && void run(actions.cancel(dialog.rental, reason))}
        onClose={() => setDialog(null)}
      />
      <ReturnRentalDialog
        rental={forRental('return')}
        pending={returning}
        onConfirm={(body) => dialog && void run(actions.markReturned(dialog.rental, body))}
        onClose={() => setDialog(null)}
      />
      <DeclineExtensionDialog
        rental={forRental('declineExtension')}
        pending={declining}
        onConfirm={(reason) => dialog && void run(actions.declineExtension(dialog.rental, reason))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={forRental('approveExtension') !== null}
        title={t('approveExtension.title')}
        description={
          extendingRental
            ? t('approveExtension.description', {
                id: extendingRental.id,
                vehicle: extendingRental.vehicle,
                name: extendingRental.customerName,
                end: formatDate(extendingRental.endDate),
                date: extendingRental.extensionRequestedUntil ? formatDate(extendingRental.extensionRequestedUntil) : '—',
                perDay: formatRM(extendingRental.rentalPerDay),
              })
            : ''
        }
        confirmLabel={t('approveExtension.confirm')}
        pendingLabel={t('approveExtension.pending')}
        confirmColor="success"
        pending={approving}
        onConfirm={() => dialog && void run(actions.approveExtension(dialog.rental))}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={forRental('delete') !== null}
        title={t('delete.title')}
        description={
          deletingRental
            ? t('delete.description', { id: deletingRental.id, vehicle: deletingRental.vehicle, name: deletingRental.customerName })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={deleting}
        onConfirm={() => dialog && void run(actions.remove(dialog.rental))}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
