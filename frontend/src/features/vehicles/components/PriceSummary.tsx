import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../../../lib/format';
import { quoteParts, quoteTaxLine, type PriceQuote } from '../utils/priceQuote';

/** The estimate for the chosen dates: the sum spelled out, the service tax (if charged), then the total. */
export function PriceSummary({ quote }: { quote: PriceQuote }) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'price' });
  const taxLine = quoteTaxLine(quote);
  return (
    <Box
      aria-label={t('estimate')}
      role="group"
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(13, 71, 161, 0.06)', display: 'grid', gap: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {quoteParts(quote).map((part, index) => (
          <Fragment key={part}>
            {index > 0 && ' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {part}
            </Box>
          </Fragment>
        ))}
      </Typography>
      {taxLine && (
        <Typography variant="body2" color="text.secondary">
          {taxLine}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('estimatedTotal')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.main' }}>{formatRM(quote.total)}</Typography>
      </Box>
    </Box>
  );
}
