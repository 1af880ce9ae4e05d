import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PaymentsIcon from '@mui/icons-material/Payments';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useRetained } from '../../../components/useRetained';
import { formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useGetStaffPaymentsQuery } from '../api/staffPaymentsApi';
import type { StaffPayment } from '../api/types';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { usePaymentActions } from '../hooks/usePaymentActions';
import { usePaymentFiles } from '../hooks/usePaymentFiles';
import { usePaymentListParams } from '../hooks/usePaymentListParams';
import { MarkFailedDialog } from './MarkFailedDialog';
import { PaymentCard } from './PaymentCard';
import { PaymentQrSettings } from './PaymentQrSettings';
import { PaymentsToolbar } from './PaymentsToolbar';

export const PAYMENTS_PAGE_SIZE = 20;
/** Typing pauses this long before the search reaches the address and the server. */
export const PAYMENT_SEARCH_DEBOUNCE_MS = 300;

function PaymentListSkeleton() {
  const { t } = useTranslation('staffPayments');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="40%" height={28} />
            <Skeleton width="20%" />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** Which decision dialog is open, for which payment. */
type Decision = { kind: 'complete' | 'fail'; payment: StaffPayment } | null;

/**
 * The staff Payments tab: customers' payments newest first, filtered by status (pending unless
 * chosen) and searched by name, e-mail or receipt number; the proof, the receipt, and the
 * decision (Mark Completed, Mark Failed with a reason). The Payment QR setting sits above.
 */
export function PaymentsPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffPayments');
  const [{ status, search, page }, { setStatus, setSearch, setPage }] = usePaymentListParams();
  const [searchText, setSearchText] = useState(search);
  const settled = useDebouncedValue(searchText.trim(), PAYMENT_SEARCH_DEBOUNCE_MS);
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (lastSettled.current === settled) return;
    lastSettled.current = settled;
    setSearch(settled);
  }, [settled, setSearch]);

  const { data, error, isLoading, isFetching, refetch } = useGetStaffPaymentsQuery({ status, search, page, limit: PAYMENTS_PAGE_SIZE });
  const actions = usePaymentActions();
  const files = usePaymentFiles();
  const [decision, setDecision] = useState<Decision>(null);
  const forPayment = (kind: NonNullable<Decision>['kind']) => (decision?.kind === kind ? decision.payment : null);
  const completing = useRetained(forPayment('complete'));

  const searching = searchText.trim() !== search || (isFetching && !isLoading);
  const run = async (action: Promise<boolean>) => {
    if (await action) setDecision(null);
  };

  let list;
  if (isLoading || (error && isFetching)) list = <PaymentListSkeleton />;
  else if (error || !data) {
    list = <LoadError what={t('loadWhat')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data.total === 0 && search) {
    list = (
      <EmptyState
        icon={<SearchIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.noMatch', { search })}
        description={t('empty.noMatchDescription')}
        action={
          <Button variant="outlined" onClick={() => setSearchText('')} sx={TAP_TARGET}>
            {t('empty.clear')}
          </Button>
        }
      />
    );
  } else if (data.total === 0) {
    list = (
      <EmptyState
        icon={<PaymentsIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={status === 'all' ? t('empty.description') : t('empty.filteredDescription')}
      />
    );
  } else {
    const pageCount = Math.ceil(data.total / data.limit);
    list = (
      <Stack spacing={2} aria-busy={isFetching}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t(search ? 'found' : 'count', { count: data.total })}
        </Typography>
        {data.items.map((payment) => (
          <PaymentCard
            key={payment.id}
            payment={payment}
            busy={actions.updating}
            running={files.running}
            onViewProof={() => void files.viewProof(payment)}
            onDownloadReceipt={() => void files.downloadReceipt(payment)}
            onMarkCompleted={() => setDecision({ kind: 'complete', payment })}
            onMarkFailed={() => setDecision({ kind: 'fail', payment })}
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
        actions={
          <Button
            variant="outlined"
            onClick={() => void refetch()}
            disabled={isFetching}
            sx={TAP_TARGET}
            startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            {t('refresh')}
          </Button>
        }
      />
      <PaymentQrSettings />
      <PaymentsToolbar
        status={status}
        onStatusChange={setStatus}
        searchText={searchText}
        onSearchTextChange={setSearchText}
        searching={searching}
      />
      {list}
      <ConfirmDialog
        open={forPayment('complete') !== null}
        title={t('complete.title')}
        description={
          completing
            ? t('complete.description', {
                amount: formatRM(completing.amount),
                name: completing.customerName,
                receipt: completing.receiptNumber,
              })
            : ''
        }
        confirmLabel={t('complete.confirm')}
        pendingLabel={t('complete.pending')}
        confirmColor="success"
        pending={actions.updating}
        onConfirm={() => decision && void run(actions.markCompleted(decision.payment))}
        onCancel={() => setDecision(null)}
      />
      <MarkFailedDialog
        payment={forPayment('fail')}
        pending={actions.updating}
        onConfirm={(reason) => decision && void run(actions.markFailed(decision.payment, reason))}
        onClose={() => setDecision(null)}
      />
    </>
  );
}

