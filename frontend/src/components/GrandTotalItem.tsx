import Box from '@mui/material/Box';
import { toSen } from '../lib/money';
import { formatRM } from '../lib/format';
import { DetailItem } from './DetailGrid';

export interface GrandTotalItemProps {
  grandTotal: string;
  /** The SST the total carries on top of the prices ("0.00" when prices include it). */
  serviceTaxAdded: string;
  /** The label, and the note for the tax with {{amount}} in it. */
  labels: { total: string; includesTax: (amount: string) => string };
}

/** A rental's grand total; when SST came on top of the prices, the tax it holds is noted under it. */
export function GrandTotalItem({ grandTotal, serviceTaxAdded, labels }: GrandTotalItemProps) {
  const taxed = (toSen(serviceTaxAdded) ?? 0) > 0;
  return (
    <DetailItem label={labels.total}>
      {formatRM(grandTotal)}
      {taxed && (
        <Box component="span" sx={{ display: 'block', typography: 'caption', fontWeight: 400, color: 'text.secondary' }}>
          {labels.includesTax(formatRM(serviceTaxAdded))}
        </Box>
      )}
    </DetailItem>
  );
}
