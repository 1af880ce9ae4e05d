import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CalendarVehicle } from '../api/types';
import { UNKNOWN_VEHICLE_COLOUR } from '../utils/vehicleColours';

export interface VehicleLegendProps {
  vehicles: readonly CalendarVehicle[];
  colourOf: (index: number) => string;
  /** Whether the month holds a booking of a vehicle not in the list (shown grey). */
  showUnknown: boolean;
}

function Entry({ colour, label }: { colour: string; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        data-swatch
        style={{ backgroundColor: colour }}
        sx={{ width: 14, height: 14, borderRadius: 0.5, flexShrink: 0 }}
      />
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
    </Box>
  );
}

/** Which colour is which active vehicle; grey for any other. */
export function VehicleLegend({ vehicles, colourOf, showUnknown }: VehicleLegendProps) {
  const { t } = useTranslation('staffCalendar');
  return (
    <Box component="section" aria-labelledby="calendar-legend-title" sx={{ mt: 3 }}>
      <Typography id="calendar-legend-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('legend.title')}
      </Typography>
      {vehicles.length === 0 && !showUnknown ? (
        <Typography color="text.secondary">{t('legend.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('legend.label')}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}
        >
          {vehicles.map((vehicle, index) => (
            <Entry key={vehicle.id} colour={colourOf(index)} label={vehicle.displayName} />
          ))}
          {showUnknown && <Entry colour={UNKNOWN_VEHICLE_COLOUR} label={t('legend.unknown')} />}
        </Box>
      )}
    </Box>
  );
}
