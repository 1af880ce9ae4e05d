import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
      <Fact label="Daily rate" value={`${formatRM(vehicle.dailyRate)} / day`} />
      <Fact label="Deposit" value={formatRM(vehicle.deposit)} />
      <Fact label="Category" value={vehicle.category} />
      <Fact
        label="Mileage limit"
        value={vehicle.mileageLimit > 0 ? `${vehicle.mileageLimit.toLocaleString('en-MY')} km` : 'Not stated'}
      />
      {vehicle.color && <Fact label="Colour" value={vehicle.color} />}
    </Box>
  );
}
