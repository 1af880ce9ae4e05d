import GavelIcon from '@mui/icons-material/Gavel';
import { useTranslation } from 'react-i18next';
import { DetailItem } from '../../../components/DetailGrid';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { formatDateTime, formatRM } from '../../../lib/format';
import { REPORT_FRESH_SECONDS, useGetSummonsesReportQuery } from '../api/reportsApi';
import type { OpenSummons, ReportRange } from '../api/types';
import { useRangePage } from '../hooks/useRangePage';
import { REPORT_PAGE_SIZE } from './reportPageSize';
import { ReportCard, ReportCardGrid, ReportFrame } from './ReportFrame';

/** Summonses in the range still unmatched, charged or disputed, latest first, with what they come to. */
export function SummonsesReport({ asked }: { asked: ReportRange }) {
  const { t } = useTranslation('staffReports');
  const [page, setPage] = useRangePage(asked);
  const query = useGetSummonsesReportQuery(
    { ...asked, page, limit: REPORT_PAGE_SIZE },
    { refetchOnMountOrArgChange: REPORT_FRESH_SECONDS },
  );
  // A failed answer for a new range must not leave the last range's figures beside its error.
  const shown = query.error ? undefined : query.data;
  const rental = (summons: OpenSummons) =>
    summons.rentalId === null
      ? t('summonses.noRental')
      : t('summonses.rentalValue', { id: summons.rentalId, name: summons.customerName ?? t('summonses.unknown') });
  return (
    <ReportFrame
      section="summonses"
      asked={asked}
      answered={shown}
      totals={shown && <DetailItem label={t('summonses.amount')}>{formatRM(shown.amount)}</DetailItem>}
    >
      <PagedList
        query={query}
        texts={{ loadWhat: t('summonses.loadWhat'), loading: t('summonses.loading'), pages: t('summonses.pages') }}
        empty={
          <EmptyState
            icon={<GavelIcon color="action" sx={{ fontSize: 40 }} />}
            title={t('summonses.empty')}
            description={t('summonses.emptyDescription')}
          />
        }
        summary={(total) => t('summonses.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(summonses) => (
          <ReportCardGrid>
            {summonses.map((summons) => (
              <ReportCard key={summons.id} title={`${summons.plate} · ${formatRM(summons.amount)}`} subtitle={summons.place}>
                <DetailItem label={t('summonses.when')}>{formatDateTime(summons.occurredAt)}</DetailItem>
                <DetailItem label={t('summonses.status')}>{t(`summonses.statuses.${summons.status}`)}</DetailItem>
                <DetailItem label={t('summonses.issuer')}>
                  {summons.issuer ? t(`summonses.issuers.${summons.issuer}`) : t('summonses.unknown')}
                </DetailItem>
                <DetailItem label={t('summonses.notice')}>{summons.noticeNumber ?? t('summonses.unknown')}</DetailItem>
                <DetailItem label={t('summonses.rental')} span={{ xs: '1 / -1', sm: 'span 2' }}>
                  {rental(summons)}
                </DetailItem>
              </ReportCard>
            ))}
          </ReportCardGrid>
        )}
      </PagedList>
    </ReportFrame>
  );
}
