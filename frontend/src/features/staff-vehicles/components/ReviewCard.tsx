import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { StaffReview } from '../api/types';

export interface ReviewCardProps {
  review: StaffReview;
  /** This review is being hidden or shown. */
  pending: boolean;
  /** Another review is being hidden or shown: this one's button waits. */
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
}

/** One review as staff see it: stars, who and when, the text, whether it is private or hidden. */
export function ReviewCard({ review, pending, busy, onHide, onShow }: ReviewCardProps) {
  const { t } = useTranslation('staffVehicles');
  const titleId = `staff-review-${review.id}-title`;
  const name = review.customerName;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1, p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {review.rentalId === null
                ? formatDateTime(review.createdAt)
                : t('reviews.posted', { id: review.rentalId, date: formatDateTime(review.createdAt) })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            {!review.isPublic && <Chip size="small" variant="outlined" label={t('reviews.private')} />}
            {review.isHidden && <Chip size="small" color="warning" label={t('reviews.hiddenChip')} sx={{ fontWeight: 600 }} />}
          </Box>
        </Box>
        <Rating value={review.rating} max={5} readOnly size="small" getLabelText={(value) => t('reviews.stars', { count: value })} />
        {review.reviewText ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reviewText}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {t('reviews.noText')}
          </Typography>
        )}
        <Box>
          {review.isHidden ? (
            <Button
              variant="outlined"
              size="small"
              onClick={onShow}
              disabled={pending || busy}
              startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <VisibilityIcon />}
              aria-label={t('reviews.showLabel', { name })}
            >
              {t('reviews.show')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              size="small"
              color="error"
              onClick={onHide}
              disabled={pending || busy}
              startIcon={pending ? <CircularProgress size={14} color="inherit" /> : <VisibilityOffIcon />}
              aria-label={t('reviews.hideLabel', { name })}
            >
              {t('reviews.hide')}
            </Button>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
