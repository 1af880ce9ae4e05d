import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslation } from 'react-i18next';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { useGetStaffReviewsQuery } from '../api/staffReviewsApi';
import type { StaffReview, StaffVehicle } from '../api/types';
import { useReviewModeration } from '../hooks/useReviewModeration';
import { ReviewCard } from './ReviewCard';

export const REVIEWS_PAGE_SIZE = 10;

/** One vehicle's reviews, newest first, with Hide (after asking) and Show. */
function VehicleReviews({ vehicle }: { vehicle: StaffVehicle }) {
  const { t } = useTranslation('staffVehicles');
  const [page, setPage] = useState(1);
  // Customers post reviews at any time: each opening asks the server afresh.
  const query = useGetStaffReviewsQuery({ vehicleId: vehicle.id, page, limit: REVIEWS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const { moderate, pendingId } = useReviewModeration();
  const [hiding, setHiding] = useState<StaffReview | null>(null);

  const confirmHide = async (review: StaffReview) => {
    if (await moderate(review, true)) setHiding(null);
  };

  return (
    <>
      <PagedList
        query={query}
        texts={{ loadWhat: t('reviews.loadWhat'), loading: t('reviews.loading'), pages: t('reviews.pages') }}
        empty={
          <EmptyState
            icon={<RateReviewIcon color="action" sx={{ fontSize: 48 }} />}
            title={t('reviews.empty.title')}
            description={t('reviews.empty.description')}
          />
        }
        summary={(total) => t('reviews.count', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(reviews) =>
          reviews.map((review) => (
            <ReviewCard
              key={review.id}
              review={review}
              pending={pendingId === review.id}
              busy={pendingId !== null}
              onHide={() => setHiding(review)}
              onShow={() => void moderate(review, false)}
            />
          ))
        }
      </PagedList>
      <ConfirmItemDialog
        item={hiding}
        title={t('reviews.confirmTitle')}
        describe={(review) => t('reviews.confirmDescription', { name: review.customerName })}
        confirmLabel={t('reviews.confirm')}
        pendingLabel={t('reviews.hiding')}
        pending={hiding !== null && pendingId === hiding.id}
        onConfirm={(review) => void confirmHide(review)}
        onCancel={() => setHiding(null)}
      />
    </>
  );
}

export interface VehicleReviewsDialogProps {
  /** The vehicle whose reviews are shown; the dialog is open while there is one. */
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** The Vehicles tab's review moderation: loaded on first use, so the tab's own chunk stays small. */
export function VehicleReviewsDialog({ vehicle, onClose }: VehicleReviewsDialogProps) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  return (
    <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('reviews.title', { name: shown?.displayName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>{shown && <VehicleReviews key={shown.id} vehicle={shown} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
