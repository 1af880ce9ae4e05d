import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AssignmentIcon from '@mui/icons-material/Assignment';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useRetained } from '../../../components/useRetained';
import { formatDate, formatRM } from '../../../lib/format';
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

/** Which dialog is open, for which rental. */
type Dialog = { kind: 'cancel' | 'delete' | 'return' | 'approveExtension' | 'declineExtension'; rental: StaffRental } | null;

/** The staff Rentals tab ('Rental Agreements'): every rental, filtered by age and status, with its actions. */
export function RentalsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffRentals');
  const [{ filter, status, page }, { setFilter, setStatus, setPage }] = useRentalListParams();
  const query = useGetStaffRentalsQuery({ filter, status, page, limit: RENTALS_PAGE_SIZE });
  const { data, isFetching, refetch } = query;
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

  const filtered = filter !== 'ALL' || status !== 'all';
  const list = (
    <PagedList
      query={query}
      texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
      empty={
        <EmptyState
          icon={<AssignmentIcon color="action" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          description={filtered ? t('empty.filteredDescription') : t('empty.description')}
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rentals) =>
        rentals.map((rental) => (
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
        ))
      }
    </PagedList>
  );

  return (
    <>
      <SectionToolbar
        title={title}
        subtitle={data ? t('count', { count: data.total }) : undefined}
        actions={
          <>
            <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />
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
                vehicle: extendingRental.vehicleDisplayName,
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
            ? t('delete.description', {
                id: deletingRental.id,
                vehicle: deletingRental.vehicleDisplayName,
                name: deletingRental.customerName,
              })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={deleting}
        onConfirm={() => dialog && void run(actions.remove(dialog.rental))}
        onCancel={() => setDialog(null)}
      />
      {actions.overrideDialog}
    </>
  );
}
