import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useTranslation } from 'react-i18next';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatRM } from '../../../lib/format';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetInvoicesQuery } from '../api/staffInvoicesApi';
import type { InvoiceView } from '../api/types';
import { useInvoiceActions } from '../hooks/useInvoiceActions';
import { InvoiceCard } from './InvoiceCard';
import { InvoiceFormDialog } from './InvoiceFormDialog';

export const INVOICES_PAGE_SIZE = 20;
/** Its own name (?tab=invoices&invoicePage=2): the Rentals and Payments tabs keep their pages in the same address. */
const INVOICE_PAGE_PARAM = 'invoicePage';

/** The staff Invoices tab: invoices newest first, Generate Invoice, download and delete. */
export function InvoicesPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffInvoices');
  const [page, setPage] = useSearchParamPage(INVOICE_PAGE_PARAM);
  const query = useGetInvoicesQuery({ page, limit: INVOICES_PAGE_SIZE });
  const { data, isFetching, refetch } = query;
  const actions = useInvoiceActions();
  const [creating, setCreating] = useState(false);
  const [deleteFor, setDeleteFor] = useState<InvoiceView | null>(null);

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

  const list = (
    <PagedList
      query={query}
      texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
      empty={
        <EmptyState
          icon={<ReceiptLongIcon color="action" sx={{ fontSize: 48 }} />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={generateButton(t('empty.action'))}
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(invoices) =>
        invoices.map((invoice) => (
          <InvoiceCard
            key={invoice.id}
            invoice={invoice}
            downloading={actions.downloadingId === invoice.id}
            busy={actions.deleting}
            onDownload={() => void actions.download(invoice)}
            onDelete={() => setDeleteFor(invoice)}
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
            {generateButton(t('generate'))}
          </>
        }
      />
      {list}
      <InvoiceFormDialog
        open={creating}
        pending={actions.creating}
        onSubmit={(body, idempotencyKey) => {
          void actions.create(body, idempotencyKey).then((created) => {
            if (created) {
              setCreating(false);
              setPage(1);
            }
          });
        }}
        onClose={() => setCreating(false)}
      />
      <ConfirmItemDialog
        item={deleteFor}
        title={t('delete.title')}
        describe={(invoice) =>
          t('delete.description', { id: invoice.id, name: invoice.customerName, amount: formatRM(invoice.totalAmount) })
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={actions.deleting}
        onConfirm={(invoice) => {
          void actions.remove(invoice).then((deleted) => {
            if (deleted) setDeleteFor(null);
          });
        }}
        onCancel={() => setDeleteFor(null)}
      />
    </>
  );
}
