import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Quote } from '../../api/quoteApi';
import { formatRM } from '../../lib/format';
import { chargedAsText, minimumText, quoteLineAmount, quoteLineText } from './quoteText';

export interface QuoteLinesProps {
  quote: Quote;
  /** The total's label; "Estimated total" unless told. */
  totalLabel?: string;
}

/**
 * A price line by line, each with its reason and amount, then the total: what the customer pays
 * and why, as the server's one price function worked it out. A season's minimum the dates miss
 * is said above the lines.
 */
export function QuoteLines({ quote, totalLabel }: QuoteLinesProps) {
  const { t } = useTranslation('quote');
  const minimum = minimumText(quote);
  const chargedAs = chargedAsText(quote);
  return (
    <Box
      role="group"
      aria-label={t('label')}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(13, 71, 161, 0.06)', display: 'grid', gap: 0.75 }}
    >
      {minimum && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          {minimum}
        </Alert>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}>
        {quote.lines.map((line, index) => (
          <Box key={`${line.kind}-${index}`} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {quoteLineText(line)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {quoteLineAmount(line)}
            </Typography>
          </Box>
        ))}
      </Box>
      {chargedAs && (
        <Typography variant="caption" color="text.secondary">
          {chargedAs}
        </Typography>
      )}
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', borderTop: 1, borderColor: 'divider', pt: 0.75 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {totalLabel ?? t('total')}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.main' }}>{formatRM(quote.total)}</Typography>
      </Box>
      {Number(quote.includedTax) > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('includedTax', { amount: formatRM(quote.includedTax) })}
        </Typography>
      )}
    </Box>
  );
}
