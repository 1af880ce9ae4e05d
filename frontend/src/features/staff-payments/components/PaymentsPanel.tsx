import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import PaymentsIcon from '@mui/icons-material/Payments';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useRetained } from '../../../components/useRetained';
import { formatRM } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGetStaffPaymentsQuery } from '../api/staffPaymentsApi';
import type { StaffPayment } from '../api/types';
import { usePaymentActions } from '../hooks/usePaymentActions';
import { usePaymentFiles } from '../hooks/usePaymentFiles';
import { usePaymentListParams } from '../hooks/usePaymentListParams';
import { BankStatementImport } from './BankStatementImport';
import { MarkFailedDialog } from './MarkFailedDialog';
import { AttachPaymentDialog, DetachPaymentDialog } from './MovePaymentDialogs';
import { PaymentCard } from './PaymentCard';
import { PaymentQrSettings } from './PaymentQrSettings';
import { PaymentsToolbar } from './PaymentsToolbar';

export const PAYMENTS_PAGE_SIZE = 20;
/** Typing pauses this long before the search reaches the address and the server. */
export const PAYMENT_SEARCH_DEBOUNCE_MS = 300;

/** Which decision dialog is open, for which payment. */
type Decision = { kind: 'complete' | 'fail' | 'attach' | 'detach'; payment: StaffPayment } | null;

/**
 * The staff Payments tab: customers' payments newest first, filtered by status (pending unless
 * chosen) and searched by name, e-mail or receipt number; the proof, the receipt, and the
 * decision (Mark Completed, Mark Failed with a reason). The Payment QR setting and the bank
 * statement import (transfers matched to payments by their reference) sit above.
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

  const query = useGetStaffPaymentsQuery({ status, search, page, limit: PAYMENTS_PAGE_SIZE });
  const { isLoading, isFetching, refetch } = query;
  const actions = usePaymentActions();
  const files = usePaymentFiles();
  const [decision, setDecision] = useState<Decision>(null);
  const forPayment = (kind: NonNullable<Decision>['kind']) => (decision?.kind === kind ? decision.payment : null);
  const completing = useRetained(forPayment('complete'));

  const searching = searchText.trim() !== search || (isFetching && !isLoading);
  const run = async (action: Promise<boolean>) => {
    if (await action) setDecision(null);
  };

  const list = (
    <PagedList
      query={query}
      texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
      empty={
        search ? (
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
        ) : (
          <EmptyState
            icon={<PaymentsIcon color="action" sx={{ fontSize: 48 }} />}
            title={t('empty.title')}
            description={status === 'all' ? t('empty.description') : t('empty.filteredDescription')}
          />
        )
      }
      summary={(total) => t(search ? 'found' : 'count', { count: total })}
      page={page}
      onPageChange={setPage}
    >
      {(payments) =>
        payments.map((payment) => (
          <PaymentCard
            key={payment.id}
            payment={payment}
            busy={actions.updating}
            running={files.running}
            onViewProof={() => void files.viewProof(payment)}
            onDownloadReceipt={() => void files.downloadReceipt(payment)}
            onMarkCompleted={() => setDecision({ kind: 'complete', payment })}
            onMarkFailed={() => setDecision({ kind: 'fail', payment })}
            onAttach={() => setDecision({ kind: 'attach', payment })}
            onDetach={() => setDecision({ kind: 'detach', payment })}
          />
        ))
      }
    </PagedList>
  );

  return (
    <>
      <SectionToolbar
        title={title}
        actions={<RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />}
      />
      <PaymentQrSettings />
      <BankStatementImport />
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
      <AttachPaymentDialog
        payment={forPayment('attach')}
        pending={actions.updating}
        onConfirm={(rentalId) => decision && void run(actions.attach(decision.payment, rentalId))}
        onClose={() => setDecision(null)}
      />
      <DetachPaymentDialog
        payment={forPayment('detach')}
        pending={actions.updating}
        onConfirm={(reason) => decision && void run(actions.detach(decision.payment, reason))}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
