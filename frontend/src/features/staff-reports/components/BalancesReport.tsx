import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/DetailGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { formatDate, formatRM } from '../../../lib/format';
import { REPORT_FRESH_SECONDS, useGetBalancesReportQuery } from '../api/reportsApi';
import type { ReportRange } from '../api/types';
import { useRangePage } from '../hooks/useRangePage';
import { REPORT_PAGE_SIZE } from './reportPageSize';
import { ReportCard, ReportCardGrid, ReportFrame } from './ReportFrame';

/** Customers who still owe money on rentals in the range, largest balance first, with what all of them owe. */
export function BalancesReport({ asked }: { asked: ReportRange }) {
  const { t } = useTranslation('staffReports');
  const [page, setPage] = useRangePage(asked);
  const query = useGetBalancesReportQuery({ ...asked, page, limit: REPORT_PAGE_SIZE }, { refetchOnMountOrArgChange: REPORT_FRESH_SECONDS });
  // A failed answer for a new range must not leave the last range's figures beside its error.
  const shown = query.error ? undefined : query.data;
  return (
    <ReportFrame
      section="balances"
      asked={asked}
      answered={shown}
      totals={shown && <DetailItem label={t('balances.outstanding')}>{formatRM(shown.outstanding)}</DetailItem>}
    >
      <PagedList
        query={query}
        texts={{ loadWhat: t('balances.loadWhat'), loading: t('balances.loading'), pages: t('balances.pages') }}
        empty={
          <EmptyState
            icon={<AccountBalanceWalletIcon color="action" sx={{ fontSize: 40 }} />}
            title={t('balances.empty')}
            description={t('balances.emptyDescription')}
          />
        }
        summary={(total) => t('balances.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(balances) => (
          <ReportCardGrid>
            {balances.map((balance) => (
              <ReportCard key={balance.customerId} title={balance.fullName} subtitle={balance.phone}>
                <DetailItem label={t('balances.outstanding')}>{formatRM(balance.outstanding)}</DetailItem>
                <DetailItem label={t('balances.rentals')}>{balance.rentals}</DetailItem>
                <DetailItem label={t('balances.oldestEndDate')}>{formatDate(balance.oldestEndDate)}</DetailItem>
              </ReportCard>
            ))}
          </ReportCardGrid>
        )}
      </PagedList>
    </ReportFrame>
  );
}
