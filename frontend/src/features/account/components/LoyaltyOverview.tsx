import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useTranslation } from 'react-i18next';
import type { CustomerLoyalty } from '../api/types';
import { useLoyaltyTexts } from '../hooks/useLoyaltyTexts';
import { formatNumber, formatPercent } from '../../../lib/format';

const CARD_HEADING = { fontWeight: 600, fontSize: '1.1rem' } as const;

/** The points as a big number, the tier, the bar to the next tier, and the tier's discount and benefits. */
export function LoyaltyOverview({ loyalty }: { loyalty: CustomerLoyalty }) {
  const { t } = useTranslation('account');
  const { tierName, benefit } = useLoyaltyTexts();
  const { points, tier, nextTier, pointsToNextTier, progressPercent } = loyalty;
  const current = tierName(tier.tierName);
  const next = nextTier ? tierName(nextTier.tierName) : null;
  const progressText =
    next !== null && pointsToNextTier !== null
      ? t('tier.toNext', { count: pointsToNextTier, formatted: formatNumber(pointsToNextTier), tier: next })
      : t('tier.top');
  const hasDiscount = Number(tier.discountPercentage) > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Card variant="outlined" component="section" aria-labelledby="account-points-heading">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="account-points-heading" variant="h6" component="h2" sx={CARD_HEADING}>
            {t('points.heading')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <Typography component="p" sx={{ fontSize: { xs: '2.5rem', sm: '3rem' }, fontWeight: 700, lineHeight: 1.1 }}>
              {formatNumber(points)}{' '}
              <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}>
                {t('points.value', { count: points })}
              </Box>
            </Typography>
            <Chip icon={<WorkspacePremiumIcon />} label={t('tier.current', { tier: current })} color="primary" />
          </Box>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, progressPercent))}
            aria-label={next !== null ? t('tier.progressLabel', { tier: next }) : t('tier.top')}
            aria-valuetext={progressText}
            sx={{ height: 10, borderRadius: 5 }}
          />
          <Typography>{progressText}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('points.earnRule')}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="account-benefits-heading">
        <CardContent>
          <Typography id="account-benefits-heading" variant="h6" component="h2" sx={CARD_HEADING}>
            {t('benefits.heading', { tier: current })}
          </Typography>
          <List dense disablePadding>
            <ListItem disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleIcon color={hasDiscount ? 'success' : 'disabled'} fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={
                  hasDiscount ? t('benefits.discount', { percent: formatPercent(tier.discountPercentage) }) : t('benefits.noDiscount')
                }
              />
            </ListItem>
            {tier.benefits.map((key) => (
              <ListItem key={key} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CheckCircleIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={benefit(key)} />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Box>
  );
}
