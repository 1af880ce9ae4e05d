import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatRM } from '../../../lib/format';
import type { PublicVehicle } from '../api/types';
import { VehiclePhoto } from './VehiclePhoto';

export interface VehicleCardProps {
  vehicle: PublicVehicle;
  onSelect: (vehicle: PublicVehicle) => void;
}

/** One car in the grid; the whole card opens its details. */
export function VehicleCard({ vehicle, onSelect }: VehicleCardProps) {
  const titleId = `vehicle-${vehicle.id}-title`;
  const priceId = `vehicle-${vehicle.id}-price`;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
      }}
    >
      <CardActionArea
        onClick={() => onSelect(vehicle)}
        aria-labelledby={titleId}
        aria-describedby={priceId}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <VehiclePhoto photoUrl={vehicle.photoUrl} alt={vehicle.displayName} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {vehicle.displayName}
            </Typography>
            <Chip label={vehicle.category} size="small" color="primary" variant="outlined" sx={{ flexShrink: 0 }} />
          </Box>
          <Box id={priceId} sx={{ mt: 'auto' }}>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.15rem', color: 'primary.main' }}>
              {formatRM(vehicle.dailyRate)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                / day
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Deposit {formatRM(vehicle.deposit)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
