import SavingsIcon from '@mui/icons-material/Savings';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/DetailGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { formatDate, formatRM, formatStatus } from '../../../lib/format';
import { REPORT_FRESH_SECONDS, useGetDepositsReportQuery } from '../api/reportsApi';
import type { ReportRange } from '../api/types';
import { useRangePage } from '../hooks/useRangePage';
import { REPORT_PAGE_SIZE } from './reportPageSize';
import { ReportCard, ReportCardGrid, ReportFrame } from './ReportFrame';

/** Deposits held on running rentals and refunds due on finished ones, by end date, with both sums. */
export function DepositsReport({ asked }: { asked: ReportRange }) {
  const { t } = useTranslation('staffReports');
  const [page, setPage] = useRangePage(asked);
  const query = useGetDepositsReportQuery({ ...asked, page, limit: REPORT_PAGE_SIZE }, { refetchOnMountOrArgChange: REPORT_FRESH_SECONDS });
  // A failed answer for a new range must not leave the last range's figures beside its error.
  const shown = query.error ? undefined : query.data;
  return (
    <ReportFrame
      section="deposits"
      asked={asked}
      answered={shown}
      totals={
        shown && (
          <>
            <DetailItem label={t('deposits.depositHeld')}>{formatRM(shown.depositHeld)}</DetailItem>
            <DetailItem label={t('deposits.refundDue')}>{formatRM(shown.refundDue)}</DetailItem>
          </>
        )
      }
    >
      <PagedList
        query={query}
        texts={{ loadWhat: t('deposits.loadWhat'), loading: t('deposits.loading'), pages: t('deposits.pages') }}
        empty={
          <EmptyState
            icon={<SavingsIcon color="action" sx={{ fontSize: 40 }} />}
            title={t('deposits.empty')}
            description={t('deposits.emptyDescription')}
          />
        }
        summary={(total) => t('deposits.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(rentals) => (
          <ReportCardGrid>
            {rentals.map((rental) => (
              <ReportCard
                key={rental.rentalId}
                title={`${t('deposits.rental', { id: rental.rentalId })} · ${rental.customerName}`}
                subtitle={rental.vehicle}
              >
                <DetailItem label={t('deposits.depositHeld')}>{formatRM(rental.depositHeld)}</DetailItem>
                <DetailItem label={t('deposits.refundDue')}>{formatRM(rental.refundDue)}</DetailItem>
                <DetailItem label={t('deposits.status')}>{formatStatus(rental.status)}</DetailItem>
                <DetailItem label={t('deposits.dates')} wide>
                  {`${formatDate(rental.startDate)} – ${formatDate(rental.endDate)}`}
                </DetailItem>
              </ReportCard>
            ))}
          </ReportCardGrid>
        )}
      </PagedList>
    </ReportFrame>
  );
}
