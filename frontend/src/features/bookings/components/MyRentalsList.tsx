import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CarRentalIcon from '@mui/icons-material/CarRental';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { translateError } from '../../../i18n';
import { useSearchParamPage } from '../../../lib/useSearchParamPage';
import { useGetMyRentalsQuery } from '../api/myRentalsApi';
import type { CustomerRental } from '../api/types';
import { useAgreementDownload } from '../hooks/useAgreementDownload';
import { useSettlementStatementDownload } from '../../../components/files/useSettlementStatementDownload';
import { useConditionReportDownload } from '../../../components/files/useConditionReportDownload';
import { ExtensionRequestDialog } from './ExtensionRequestDialog';
import { ListLoadError } from './ListLoadError';
import { ListSkeleton } from './ListSkeleton';
import { MyRentalCard } from './MyRentalCard';
import { ReviewDialog } from './ReviewDialog';

/** Ten a page, as the requests list. */
export const MY_RENTALS_PAGE_SIZE = 10;

/** 'My Rentals': the customer's rentals, newest first, with the agreement and extension requests. */
export function MyRentalsList() {
  const { t } = useTranslation('bookings');
  const [page, setPage] = useSearchParamPage('page');
  const { data, error, isLoading, isFetching, refetch } = useGetMyRentalsQuery({ page, limit: MY_RENTALS_PAGE_SIZE });
  const { downloadAgreement, downloading } = useAgreementDownload();
  const { downloadStatement, downloading: downloadingStatement } = useSettlementStatementDownload();
  const { downloadReport, downloading: downloadingReport } = useConditionReportDownload('customer');
  const [extending, setExtending] = useState<CustomerRental | null>(null);
  const [reviewing, setReviewing] = useState<CustomerRental | null>(null);

  if (isLoading || (error && isFetching)) return <ListSkeleton label={t('rentals.loading')} />;
  if (error || !data) {
    return <ListLoadError message={t('rentals.loadFailed', { message: translateError(error) })} onRetry={() => void refetch()} />;
  }
  if (data.total === 0) {
    return (
      <EmptyState
        icon={<CarRentalIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('rentals.empty.title')}
        description={t('rentals.empty.description')}
      />
    );
  }

  const pageCount = Math.ceil(data.total / data.limit);
  return (
    <Stack spacing={2} aria-busy={isFetching}>
      {data.items.map((rental) => (
        <MyRentalCard
          key={rental.id}
          rental={rental}
          downloading={downloading === rental.id}
          onDownloadAgreement={() => void downloadAgreement(rental)}
          onRequestExtension={() => setExtending(rental)}
          onLeaveReview={() => setReviewing(rental)}
          downloadingStatement={downloadingStatement === rental.id}
          onDownloadStatement={() => void downloadStatement(rental.id)}
          downloadingReport={downloadingReport === rental.id}
          onDownloadReport={() => void downloadReport(rental.id)}
        />
      ))}
      {data.items.length === 0 && <Alert severity="info">{t('rentals.pageEmpty')}</Alert>}
      <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('rentals.pages')} />
      <ExtensionRequestDialog rental={extending} onClose={() => setExtending(null)} />
      <ReviewDialog rental={reviewing} onClose={() => setReviewing(null)} />
    </Stack>
  );
}
