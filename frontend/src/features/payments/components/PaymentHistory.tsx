import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { TAP_TARGET } from '../../../components/tapTarget';
import { translateError } from '../../../i18n';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetMyPaymentsQuery } from '../api/paymentsApi';
import { PAYMENT_PAGE_PARAM } from '../hooks/usePaymentTab';
import { useReceiptDownload } from '../hooks/useReceiptDownload';
import { PaymentCard } from './PaymentCard';
import { ProofUploadScreen } from './ProofUploadScreen';

/** Ten a page, as the other customer lists. */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;

function HistorySkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="45%" height={28} />
            <Skeleton width="30%" />
            <Skeleton width="80%" />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Payment History: the customer's payments, newest first, with status, receipts (pending and
 * completed) and Upload Proof for a pending payment that has none yet.
 */
export function PaymentHistory({ onMakePayment }: { onMakePayment: () => void }) {
  const { t } = useTranslation('payments');
  const [page, setPage] = useSearchParamPage(PAYMENT_PAGE_PARAM);
  const { data, error, isLoading, isFetching, refetch } = useGetMyPaymentsQuery({ page, limit: PAYMENT_HISTORY_PAGE_SIZE });
  const { downloadReceipt, downloading } = useReceiptDownload();
  const [proving, setProving] = useState<PaymentView | null>(null);

  if (proving) {
    return <ProofUploadScreen payment={proving} onBack={() => setProving(null)} onUploaded={() => setProving(null)} />;
  }
  if (isLoading || (error && isFetching)) return <HistorySkeleton label={t('history.loading')} />;
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('history.retry')}
          </Button>
        }
      >
        {t('history.loadFailed', { message: translateError(error) })}
      </Alert>
    );
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<ReceiptLongIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('history.empty.title')}
        description={t('history.empty.description')}
        action={
          <Button variant="contained" onClick={onMakePayment} sx={TAP_TARGET}>
            {t('history.empty.action')}
          </Button>
        }
      />
    );
  }

  const pageCount = Math.ceil(data.total / data.limit);
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {data.items.map((payment) => (
        <PaymentCard
          key={payment.id}
          payment={payment}
          downloading={downloading?.id === payment.id ? downloading.kind : null}
          onDownload={(kind) => void downloadReceipt(payment, kind)}
          onUploadProof={() => setProving(payment)}
        />
      ))}
      {data.items.length === 0 && <Alert severity="info">{t('history.pageEmpty')}</Alert>}
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('history.pages')} />
    </Stack>
  );
}
