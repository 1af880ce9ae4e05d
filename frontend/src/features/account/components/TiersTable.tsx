import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/SectionHeading';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { LoyaltyTier } from '../api/types';
import { useLoyaltyTexts } from '../hooks/useLoyaltyTexts';
import { formatNumber, formatPercent } from '../../../lib/format';

/** Every tier with the points it needs and its rental discount; the customer's own row stands out. */
export function TiersTable({ tiers, currentTierId }: { tiers: LoyaltyTier[]; currentTierId: number }) {
  const { t } = useTranslation('account');
  const { tierName } = useLoyaltyTexts();
  return (
    <section aria-labelledby="account-tiers-heading">
      <SectionHeading>
        <span id="account-tiers-heading">{t('tiers.heading')}</span>
      </SectionHeading>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <caption style={visuallyHidden}>{t('tiers.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('tiers.tier')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('tiers.points')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('tiers.discount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tiers.map((tier) => {
              const mine = tier.id === currentTierId;
              return (
                <TableRow key={tier.id} selected={mine} aria-current={mine ? 'true' : undefined}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: mine ? 700 : 400 }}>
                    {tierName(tier.tierName)}
                    {mine && (
                      <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                        {t('tiers.yours')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {tier.maxPoints === null
                      ? t('tiers.from', { min: formatNumber(tier.minPoints) })
                      : t('tiers.range', { min: formatNumber(tier.minPoints), max: formatNumber(tier.maxPoints) })}
                  </TableCell>
                  <TableCell align="right">{formatPercent(tier.discountPercentage)}%</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}
