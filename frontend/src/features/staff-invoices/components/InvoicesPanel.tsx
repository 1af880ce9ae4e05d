import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RefreshIcon from '@mui/icons-material/Refresh';
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
import { useGetInvoicesQuery } from '../api/staffInvoicesApi';
import type { InvoiceView } from '../api/types';
import { useInvoiceActions } from '../hooks/useInvoiceActions';
import { useInvoicePage } from '../hooks/useInvoicePage';
import { InvoiceCard } from './InvoiceCard';
import { InvoiceFormDialog } from './InvoiceFormDialog';

export const INVOICES_PAGE_SIZE = 20;

function InvoiceListSkeleton() {
  const { t } = useTranslation('staffInvoices');
  return (
    <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} variant="outlined">
          <CardContent>
            <Skeleton width="30%" height={28} />
            <Skeleton variant="rounded" height={48} sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** The staff Invoices tab (SPEC.md section 2): invoices newest first, Generate Invoice, download and delete. */
export function InvoicesPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffInvoices');
  const [page, setPage] = useInvoicePage();
  const { data, error, isLoading, isFetching, refetch } = useGetInvoicesQuery({ page, limit: INVOICES_PAGE_SIZE });
  const actions = useInvoiceActions();
  const [creating, setCreating] = useState(false);
  const [deleteFor, setDeleteFor] = useState<InvoiceView | null>(null);
  const shownDelete = useRetained(deleteFor);

  // The last invoice of a later page was deleted: show the page before.
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount, setPage]);

  const generateButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} sx={TAP_TARGET}>
      {label}
    </Button>
  );

  let list;
  if (isLoading || (error && isFetching)) list = <InvoiceListSkeleton />;
  else if (error || !data) {
    list = <LoadError what={t('loadWhat')} message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (data.total === 0) {
    list = (
      <EmptyState
        icon={<ReceiptLongIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={generateButton(t('empty.action'))}
      />
    );
  } else {
    list = (
      <Stack spacing={2} aria-busy={isFetching}>
        {data.items.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            downloading={actions.downloadingId === invoice.id}
            busy={actions.deleting}
            onDownload={() => void actions.download(invoice)}
            onDelete={() => setDeleteFor(invoice)}
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
              sx={TAP_TARGET}
              startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
            >
              {t('refresh')}
            </Button>
            {generateButton(t('generate'))}
          </>
        }
      />
      {list}
      <InvoiceFormDialog
        open={creating}
        pending={actions.creating}
        onSubmit={(body) => {
          void actions.create(body).then((created) => {
            if (created) {
              setCreating(false);
              setPage(1);
            }
          });
        }}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={deleteFor !== null}
        title={t('delete.title')}
        description={
          shownDelete
            ? t('delete.description', { id: shownDelete.id, name: shownDelete.customerName, amount: formatRM(shownDelete.totalAmount) })
            : ''
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={actions.deleting}
        onConfirm={() => {
          if (!deleteFor) return;
          void actions.remove(deleteFor).then((deleted) => {
            if (deleted) setDeleteFor(null);
          });
        }}
        onCancel={() => setDeleteFor(null)}
      />
    </>
  );
}
