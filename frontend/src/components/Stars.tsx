import Rating from '@mui/material/Rating';
import { useTranslation } from 'react-i18next';

/** A rating shown as stars, read out as "4 out of 5 stars" (also half stars, e.g. an average of 4.5). */
export function Stars({ rating, size = 'small' }: { rating: number; size?: 'small' | 'medium' }) {
  const { t } = useTranslation('account');
  return (
    <Rating
      value={rating}
      precision={0.5}
      readOnly
      size={size}
      getLabelText={(value) => t('stars', { rating: value })}
      // readOnly renders role="img"; name it here so it does not depend on MUI's internal label.
      aria-label={t('stars', { rating })}
    />
  );
}
