import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useQuoteExtensionMutation } from '../../../api/quoteApi';
import { localName } from '../../../components/quote/quoteText';
import { formatRM } from '../../../lib/format';
import { translateError } from '../../../i18n';
import type { CustomerRental } from '../api/types';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the added days would cost, asked of the server as soon as a later end date is chosen:
 * the same price an approval charges, so the customer knows it before sending the request.
 */
export function ExtensionPrice({ rental, newEndDate }: { rental: CustomerRental; newEndDate: string | null }) {
  const { t } = useTranslation('bookings', { keyPrefix: 'extensionDialog' });
  const [quoteExtension, { data, error, isLoading, originalArgs }] = useQuoteExtensionMutation();
  const wanted = newEndDate !== null && CALENDAR_DATE.test(newEndDate) ? newEndDate : null;
  useEffect(() => {
    if (wanted) void quoteExtension({ rentalId: rental.id, newEndDate: wanted });
  }, [quoteExtension, rental.id, wanted]);

  if (!wanted) return null;
  // An answer for another date than the one now chosen no longer counts.
  const current = originalArgs?.newEndDate === wanted;
  if (isLoading || !current) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('pricing')}
      </Typography>
    );
  }
  if (error || !data) {
    return (
      <Typography variant="body2" color="error" role="alert">
        {error ? translateError(error) : t('priceUnavailable')}
      </Typography>
    );
  }
  return (
    <Box
      role="group"
      aria-label={t('priceLabel')}
      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'rgba(13, 71, 161, 0.06)', display: 'grid', gap: 0.5 }}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}>
        {data.lines.map((line, index) => (
          <Box key={`${line.category}-${index}`} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {line.category === 'extension' ? t('extraDays', { count: data.extraDays }) : localName(line.name)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatRM(line.amount)}
            </Typography>
          </Box>
        ))}
        {Number(data.addedTax) > 0 && (
          <Box sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('tax')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {formatRM(data.addedTax)}
            </Typography>
          </Box>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('extensionTotal', { amount: formatRM(data.extensionTotal) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('newTotal', { amount: formatRM(data.newGrandTotal) })}
      </Typography>
    </Box>
  );
}
