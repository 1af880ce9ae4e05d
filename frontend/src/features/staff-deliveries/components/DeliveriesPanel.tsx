import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useTranslation } from 'react-i18next';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { DateRangeFilter, isReversedRange, type DateRange } from '../../../components/form/DateRangeFilter';
import { PagedList } from '../../../components/PagedList';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { TAP_TARGET } from '../../../components/tapTarget';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDateTime } from '../../../lib/format';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetDeliveriesQuery } from '../api/staffDeliveriesApi';
import type { Delivery } from '../api/types';
import { useDeliveryActions } from '../hooks/useDeliveryActions';
import { monthRange } from '../utils/deliveryForm';
import { DeliveryCard } from './DeliveryCard';
import { DeliveryFormDialog } from './DeliveryFormDialog';
import { DeliveryTotalsSummary } from './DeliveryTotalsSummary';

export const DELIVERIES_PAGE_SIZE = 20;
/** Its own name: the other tabs keep their pages in the same address. */
const DELIVERY_PAGE_PARAM = 'deliveryPage';

/**
 * The staff Deliveries tab: vehicle deliveries and collections between two Kuala Lumpur days
 * (this month unless chosen), newest first, with the period's totals; Add, Edit, and Delete
 * after a confirmation.
 */
export function DeliveriesPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffDeliveries');
  const thisMonth = useMemo(() => monthRange(todayInKualaLumpur()), []);
  const [range, setRange] = useState<DateRange>(thisMonth);
  const [page, setPage] = useSearchParamPage(DELIVERY_PAGE_PARAM);
  const reversed = isReversedRange(range);
  // A reversed range is not asked for: the last good list stays on screen.
  const [asked, setAsked] = useState<DateRange>(range);
  if (!reversed && (asked.from !== range.from || asked.to !== range.to)) setAsked(range);
  const query = useGetDeliveriesQuery({ from: asked.from, to: asked.to, page, limit: DELIVERIES_PAGE_SIZE });
  const { data, isFetching, refetch } = query;
  const actions = useDeliveryActions();
  const [formFor, setFormFor] = useState<Delivery | 'new' | null>(null);
  const [deleteFor, setDeleteFor] = useState<Delivery | null>(null);

  // The last delivery of a later page was deleted, or the period got shorter: show the last page.
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  useEffect(() => {
    if (data && page > pageCount) setPage(pageCount);
  }, [data, page, pageCount, setPage]);

  const addButton = (label: string) => (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setFormFor('new')} sx={TAP_TARGET}>
      {label}
    </Button>
  );

  return (
    <>
      <SectionToolbar
        title={title}
        actions={
          <>
            <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('refresh')} />
            {addButton(t('add'))}
          </>
        }
      />
      <Box sx={{ mb: 2 }}>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            if (page !== 1) setPage(1);
          }}
        />
      </Box>
      {data && data.total > 0 && <DeliveryTotalsSummary totals={data.totals} />}
      <PagedList
        query={query}
        texts={{ loadWhat: t('loadWhat'), loading: t('loading'), pages: t('pages') }}
        empty={
          <EmptyState
            icon={<LocalShippingIcon color="action" sx={{ fontSize: 48 }} />}
            title={t('empty.title')}
            description={t('empty.description')}
            action={addButton(t('empty.action'))}
          />
        }
        summary={(total) => t('count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(deliveries) =>
          deliveries.map((delivery) => (
            <DeliveryCard
              key={delivery.id}
              delivery={delivery}
              busy={actions.saving || actions.deleting}
              onEdit={() => setFormFor(delivery)}
              onDelete={() => setDeleteFor(delivery)}
            />
          ))
        }
      </PagedList>
      <DeliveryFormDialog
        target={formFor}
        pending={actions.saving}
        onCreate={(body) => {
          void actions.create(body).then((saved) => {
            if (saved) setFormFor(null);
          });
        }}
        onEdit={(delivery, changes) => {
          void actions.edit(delivery, changes).then((saved) => {
            if (saved) setFormFor(null);
          });
        }}
        onClose={() => setFormFor(null)}
      />
      <ConfirmItemDialog
        item={deleteFor}
        title={t('delete.title')}
        describe={(delivery) =>
          t('delete.description', {
            vehicle: delivery.vehicleDelivered,
            time: formatDateTime(delivery.deliveryTime),
            from: delivery.fromLocation,
            to: delivery.toLocation,
          })
        }
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={actions.deleting}
        onConfirm={(delivery) => {
          void actions.remove(delivery).then((deleted) => {
            if (deleted) setDeleteFor(null);
          });
        }}
        onCancel={() => setDeleteFor(null)}
      />
    </>
  );
}
