import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Stars } from './Stars';

/** 'Your review' and its stars, on a rental the customer has reviewed. */
export function ReviewStars({ rating }: { rating: number }) {
  const { t } = useTranslation('account');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('review.yours')}
      </Typography>
      <Stars rating={rating} />
    </Box>
  );
}
