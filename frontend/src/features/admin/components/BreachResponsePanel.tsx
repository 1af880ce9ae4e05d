import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { DateRangeFilter, isReversedRange, type DateRange } from '../../../components/form/DateRangeFilter';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatDateTime } from '../../../lib/format';
import { addDays, todayInKualaLumpur } from '../../../lib/calendarDate';
import {
  BREACH_PAGE_SIZE,
  useGetBreachDocumentViewsQuery,
  useGetBreachExposedCustomersQuery,
  type DocumentView,
  type ExposedCustomer,
} from '../api/breachApi';
import { useBreachWorkbook, type BreachList } from '../hooks/useBreachWorkbook';
import { StaffFilter, staffIdParam } from './StaffFilter';

/** The last 30 days through today (Kuala Lumpur): a breach is usually recent. */
function lastThirtyDays(): DateRange {
  const today = todayInKualaLumpur();
  return { from: addDays(today, -29), to: today };
}

/** A row of a list: a card on a phone, one line of columns from `md` (1280 px reads as a table). */
function BreachRow({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      <DetailGrid columns={{ xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr))' }}>{children}</DetailGrid>
    </Paper>
  );
}

function DownloadButton({ list, label, onClick, busy }: { list: BreachList; label: string; onClick: () => void; busy: BreachList | null }) {
  const { t } = useTranslation('breach');
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={onClick}
      disabled={busy !== null}
      sx={{ ...TAP_TARGET, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
    >
      {busy === list ? t('downloading') : label}
    </Button>
  );
}

/**
 * Data breach response (PDPA: notice to the Commissioner within 72 hours and to the people
 * affected): for a period and optionally one staff member, every identity document opened and the
 * customers to notify, each list with its workbook. Each download is logged by the server.
 */
export function BreachResponsePanel() {
  const { t } = useTranslation('breach');
  const [range, setRange] = useState<DateRange>(lastThirtyDays);
  const [staff, setStaff] = useState('');
  const [viewsPage, setViewsPage] = useState(1);
  const [customersPage, setCustomersPage] = useState(1);
  const { download, downloading } = useBreachWorkbook();

  const complete = range.from !== '' && range.to !== '' && !isReversedRange(range);
  const filters = { from: range.from, to: range.to, staffId: staffIdParam(staff) };
  const views = useGetBreachDocumentViewsQuery({ ...filters, page: viewsPage, limit: BREACH_PAGE_SIZE }, { skip: !complete });
  const customers = useGetBreachExposedCustomersQuery({ ...filters, page: customersPage, limit: BREACH_PAGE_SIZE }, { skip: !complete });

  const changeFilters = (change: () => void) => {
    change();
    setViewsPage(1);
    setCustomersPage(1);
  };
  const roleLabel = (view: DocumentView) => t(`roles.${view.staffRole ?? 'removed'}`);
  const documentLabels = (documents: ExposedCustomer['documentsViewed']) =>
    documents.length ? documents.map((document) => t(`documents.${document}`)).join(', ') : t('none');

  return (
    <Stack component="section" aria-labelledby="breach-title" spacing={2.5}>
      <Box>
        <Typography id="breach-title" variant="h6" component="h3">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      <Stack spacing={1.5}>
        {/* In a wrapping row, as the full log has it: the filter's flex basis is a width, not a height. */}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <StaffFilter value={staff} onChange={(value) => changeFilters(() => setStaff(value))} />
        </Box>
        <DateRangeFilter value={range} onChange={(next) => changeFilters(() => setRange(next))} />
      </Stack>
      {!complete ? (
        <Typography color="text.secondary">{t('pickRange')}</Typography>
      ) : (
        <>
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('viewsTitle')}
            </Typography>
            <DownloadButton
              list="document-views"
              label={t('downloadViews')}
              busy={downloading}
              onClick={() => void download('document-views', filters)}
            />
            <PagedList
              query={views}
              texts={{ loadWhat: t('viewsLoadWhat'), loading: t('viewsLoading'), pages: t('viewsPages') }}
              empty={<EmptyState title={t('viewsEmpty')} />}
              summary={(total) => t('viewsFound', { count: total })}
              page={viewsPage}
              onPageChange={setViewsPage}
            >
              {(items) => (
                <Stack component="ul" aria-label={t('viewsList')} spacing={1.5} sx={{ m: 0, p: 0 }}>
                  {items.map((view) => (
                    <BreachRow key={view.id} title={view.customerName ?? t('customerGone')} subtitle={view.customerEmail ?? undefined}>
                      <DetailItem label={t('viewedAt')}>{formatDateTime(view.viewedAt)}</DetailItem>
                      <DetailItem label={t('document')}>{view.document ? t(`documents.${view.document}`) : t('none')}</DetailItem>
                      <DetailItem label={t('staff')}>{view.staffUsername}</DetailItem>
                      <DetailItem label={t('role')}>{roleLabel(view)}</DetailItem>
                      <DetailItem label={t('customer')}>#{view.customerId ?? '?'}</DetailItem>
                    </BreachRow>
                  ))}
                </Stack>
              )}
            </PagedList>
          </Stack>
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('customersTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('customersNote')}
            </Typography>
            <DownloadButton
              list="exposed-customers"
              label={t('downloadCustomers')}
              busy={downloading}
              onClick={() => void download('exposed-customers', filters)}
            />
            <PagedList
              query={customers}
              texts={{ loadWhat: t('customersLoadWhat'), loading: t('customersLoading'), pages: t('customersPages') }}
              empty={<EmptyState title={t('customersEmpty')} />}
              summary={(total) => t('customersFound', { count: total })}
              page={customersPage}
              onPageChange={setCustomersPage}
            >
              {(items) => (
                <Stack component="ul" aria-label={t('customersList')} spacing={1.5} sx={{ m: 0, p: 0 }}>
                  {items.map((customer) => (
                    <BreachRow key={customer.customerId} title={customer.fullName} subtitle={`#${customer.customerId} · ${customer.email}`}>
                      <DetailItem label={t('phone')}>{customer.phone}</DetailItem>
                      <DetailItem label={t('language')}>{t(`languages.${customer.language}`)}</DetailItem>
                      <DetailItem label={t('documentsViewed')}>{documentLabels(customer.documentsViewed)}</DetailItem>
                      <DetailItem label={t('documentsHeld')}>{documentLabels(customer.documentsHeld)}</DetailItem>
                      <DetailItem label={t('lastViewedAt')}>
                        {customer.lastViewedAt ? formatDateTime(customer.lastViewedAt) : t('none')}
                      </DetailItem>
                    </BreachRow>
                  ))}
                </Stack>
              )}
            </PagedList>
          </Stack>
        </>
      )}
    </Stack>
  );
}
