import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/Edit';
import CarCrashIcon from '@mui/icons-material/CarCrashOutlined';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { complianceColor, complianceDueText } from '../../../components/compliance/complianceText';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { TAP_TARGET } from '../../../components/tapTarget';
import { formatRM } from '../../../lib/format';
import type { StaffVehicle } from '../api/types';
import { StaffVehiclePhoto } from './StaffVehiclePhoto';

export interface StaffVehicleCardProps {
  vehicle: StaffVehicle;
  onEdit: () => void;
  onDelete: () => void;
  onReviews: () => void;
  onDamage: () => void;
  onCompliance: () => void;
  onBlocks: () => void;
  onService: () => void;
  onCosts: () => void;
}

/** One vehicle: photo, display name, category, rates and whether it is offered. */
export function StaffVehicleCard({
  vehicle,
  onEdit,
  onDelete,
  onReviews,
  onDamage,
  onCompliance,
  onBlocks,
  onService,
  onCosts,
}: StaffVehicleCardProps) {
  const { t } = useTranslation(['staffVehicles', 'common', 'vehicles']);
  const { t: common } = useTranslation('common');
  // What needs doing about its papers: a date that has lapsed or lapses within 30 days.
  const due = vehicle.compliance.filter((item) => item.state !== 'valid');
  const titleId = `staff-vehicle-${vehicle.id}-title`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <StaffVehiclePhoto photoUrl={vehicle.photoUrl} alt={vehicle.displayName} dimmed={!vehicle.isActive} />
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start', p: 2 }}>
        <Box>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {vehicle.displayName}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {vehicle.name}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Chip size="small" label={t(`vehicles:categories.${vehicle.category}`)} color="primary" variant="outlined" />
          <Chip
            size="small"
            label={vehicle.isActive ? t('common:status.active') : t('common:status.inactive')}
            color={vehicle.isActive ? 'success' : 'default'}
            sx={{ fontWeight: 600 }}
          />
        </Box>
        {(due.length > 0 || vehicle.service.due) && (
          <Box
            component="ul"
            aria-label={t('compliance.openLabel', { name: vehicle.displayName })}
            sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
          >
            {vehicle.service.due && (
              <li>
                <Chip size="small" color="warning" icon={<BuildIcon />} label={t('service.dueChip')} />
              </li>
            )}
            {due.map((item) => (
              <li key={item.kind}>
                <Chip
                  size="small"
                  color={complianceColor(item.daysLeft) === 'error' ? 'error' : 'warning'}
                  label={complianceDueText(common, item)}
                />
              </li>
            ))}
          </Box>
        )}
        <DetailGrid columns={'1fr 1fr'} gap={1}>
          <DetailItem label={t('card.dailyRate')}>{formatRM(vehicle.dailyRate)}</DetailItem>
          <DetailItem label={t('card.deposit')}>{formatRM(vehicle.deposit)}</DetailItem>
          <DetailItem label={t('card.mileageLimit')}>
            {vehicle.mileageLimit > 0 ? `${vehicle.mileageLimit} km` : t('card.notSet')}
          </DetailItem>
          <DetailItem label={t('card.colour')}>{vehicle.color || t('card.notAvailable')}</DetailItem>
        </DetailGrid>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          startIcon={<EditIcon />}
          onClick={onEdit}
          aria-label={t('card.editLabel', { name: vehicle.displayName })}
        >
          {t('card.edit')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={t('card.deleteLabel', { name: vehicle.displayName })}
        >
          {t('card.delete')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          startIcon={<RateReviewIcon />}
          onClick={onReviews}
          aria-label={t('card.reviewsLabel', { name: vehicle.displayName })}
        >
          {t('card.reviews')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          startIcon={<CarCrashIcon />}
          onClick={onDamage}
          aria-label={t('card.damageLabel', { name: vehicle.displayName })}
        >
          {t('card.damage')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          color={due.some((item) => item.state === 'lapsed') ? 'error' : 'primary'}
          startIcon={<DescriptionIcon />}
          onClick={onCompliance}
          aria-label={t('compliance.openLabel', { name: vehicle.displayName })}
        >
          {t('compliance.open')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          startIcon={<EventBusyIcon />}
          onClick={onBlocks}
          aria-label={t('blocks.openLabel', { name: vehicle.displayName })}
        >
          {t('blocks.open')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          color={vehicle.service.due ? 'warning' : 'primary'}
          startIcon={<BuildIcon />}
          onClick={onService}
          aria-label={t('service.openLabel', { name: vehicle.displayName })}
        >
          {t('service.open')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          sx={TAP_TARGET}
          startIcon={<ReceiptIcon />}
          onClick={onCosts}
          aria-label={t('costs.openLabel', { name: vehicle.displayName })}
        >
          {t('costs.open')}
        </Button>
      </CardActions>
    </Card>
  );
}
