import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/useCategoryName';
import { currentLocale } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import type { PublicVehicle } from '../api/types';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Category, mileage limit, prices and colour, two per row. */
export function VehicleFacts({ vehicle }: { vehicle: PublicVehicle }) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'facts' });
  const categoryName = useCategoryName();
  const mileage =
    vehicle.mileageLimit > 0 ? t('mileageValue', { km: vehicle.mileageLimit.toLocaleString(currentLocale()) }) : t('notStated');
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
      <Fact label={t('dailyRate')} value={t('dailyRateValue', { amount: formatRM(vehicle.dailyRate) })} />
      <Fact label={t('deposit')} value={formatRM(vehicle.deposit)} />
      <Fact label={t('category')} value={categoryName(vehicle.category)} />
      <Fact label={t('mileageLimit')} value={mileage} />
      {vehicle.color && <Fact label={t('colour')} value={vehicle.color} />}
    </Box>
  );
}
