import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TAP_TARGET } from '../../../components/tapTarget';
import { translateError } from '../../../i18n';
import { Stars } from '../../../components/Stars';
import { formatAverage, formatDay, formatNumber } from '../../../lib/format';
import { useGetVehicleReviewsQuery } from '../api/vehicleReviewsApi';
import type { PublicReview } from '../api/types';

/** Five at a time; 'Show more' adds the next five under them. */
export const REVIEWS_PAGE_SIZE = 5;

const HEADING_ID = 'vehicle-reviews-heading';

/** Outlines of two reviews while they load; `label` is read out when the catalogue is there. */
export function ReviewsSkeleton({ label }: { label?: string }) {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height={28} />
      {[0, 1].map((index) => (
        <Box key={index}>
          <Skeleton width="30%" />
          <Skeleton width="90%" />
        </Box>
      ))}
    </Stack>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Stars rating={review.rating} />
        <Typography variant="subtitle2" component="span">
          {review.reviewerName}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span">
          {formatDay(review.createdAt)}
        </Typography>
      </Box>
      {review.reviewText && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.reviewText}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Reviews that did not load, with Retry. A polite status, not an alert: the reviews are extra
 * to the dialog, whose booking panel keeps working (and keeps the alerts for itself).
 */
function ReviewsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { t: tReviews } = useTranslation('account', { keyPrefix: 'vehicleReviews' });
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={TAP_TARGET}>
          {t('actions.retryShort')}
        </Button>
      }
    >
      {t('loadError', { what: tReviews('loadWhat') })} {translateError(error)}
    </Alert>
  );
}

/** One page of reviews; the pages before it are cached, so 'Show more' only fetches the new one. */
function ReviewPage({ vehicleId, page }: { vehicleId: number; page: number }) {
  const { data } = useGetVehicleReviewsQuery({ vehicleId, page, limit: REVIEWS_PAGE_SIZE });
  return (
    <>
      {data?.items.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </>
  );
}

/** The vehicle's average rating and count, then its newest public reviews. */
export function VehicleReviews({ vehicleId }: { vehicleId: number }) {
  const { t } = useTranslation('account', { keyPrefix: 'vehicleReviews' });
  const [pages, setPages] = useState(1);
  const first = useGetVehicleReviewsQuery({ vehicleId, page: 1, limit: REVIEWS_PAGE_SIZE });
  const last = useGetVehicleReviewsQuery({ vehicleId, page: pages, limit: REVIEWS_PAGE_SIZE });
  const { data, error, isLoading, isFetching, refetch } = first;

  let body;
  if (isLoading || (error && isFetching)) body = <ReviewsSkeleton label={t('loading')} />;
  else if (error || !data) body = <ReviewsLoadError error={error} onRetry={() => void refetch()} />;
  else if (data.count === 0 || data.averageRating === null) {
    body = (
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{t('none')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('noneDescription')}
        </Typography>
      </Box>
    );
  } else {
    const texts = { count: data.count, formatted: formatNumber(data.count), average: formatAverage(data.averageRating) };
    const hasMore = pages * REVIEWS_PAGE_SIZE < data.total;
    body = (
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Stars rating={data.averageRating} size="medium" />
          <Typography sx={{ fontWeight: 600 }}>{t('average', texts)}</Typography>
        </Box>
        <Box component="ul" aria-label={t('list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {Array.from({ length: pages }, (_, index) => (
            <ReviewPage key={index + 1} vehicleId={vehicleId} page={index + 1} />
          ))}
        </Box>
        {last.isFetching && <ReviewsSkeleton label={t('loading')} />}
        {last.error && !last.isFetching && <ReviewsLoadError error={last.error} onRetry={() => void last.refetch()} />}
        {hasMore && !last.isFetching && !last.error && (
          <Button variant="outlined" onClick={() => setPages(pages + 1)} sx={{ ...TAP_TARGET, alignSelf: 'flex-start' }}>
            {t('showMore')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('heading')}
      </Typography>
      {body}
    </Box>
  );
}
