import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useSetReviewHiddenMutation } from '../api/staffReviewsApi';
import type { StaffReview } from '../api/types';
import { translateError } from '../../../i18n';

/** Hide or show a review with its toast; returns whether it worked. */
export function useReviewModeration() {
  const { toast } = useToast();
  const { t } = useTranslation('staffVehicles');
  const [setHidden, state] = useSetReviewHiddenMutation();

  const moderate = async (review: StaffReview, hidden: boolean): Promise<boolean> => {
    const name = review.customerName;
    try {
      await setHidden({ id: review.id, hidden }).unwrap();
      toast(
        hidden
          ? { title: t('reviews.hidden'), description: t('reviews.hiddenDescription', { name }) }
          : { title: t('reviews.shown'), description: t('reviews.shownDescription', { name }) },
      );
      return true;
    } catch (error) {
      toast({ title: t('reviews.failed'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  return {
    moderate,
    /** The review being hidden or shown, if any. */
    pendingId: state.isLoading ? (state.originalArgs?.id ?? null) : null,
  };
}
