import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/useCategoryName';
import { formatRM } from '../../../lib/format';
import type { PublicVehicle } from '../api/types';
import { VehiclePhoto } from './VehiclePhoto';

export interface VehicleCardProps {
  vehicle: PublicVehicle;
  onSelect: (vehicle: PublicVehicle) => void;
  /** Called when the card is pointed at, touched or focused, before any click. */
  onIntent?: () => void;
  /** The first card on screen: its photo is fetched first (see VehicleGrid). */
  priority?: boolean;
  /** The photo waits for the first card's (see VehicleGrid). */
  photoDeferred?: boolean;
  onPhotoSettled?: () => void;
}

/**
 * One car in the grid; the whole card opens its details. The button is the car's name in the
 * heading, stretched over the card (::after), so it is named exactly by what it says and
 * described by the type and prices, while a tap anywhere on the card opens it.
 */
export function VehicleCard({ vehicle, onSelect, onIntent, priority = false, photoDeferred = false, onPhotoSettled }: VehicleCardProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'card' });
  const categoryName = useCategoryName();
  const priceId = `vehicle-${vehicle.id}-price`;
  const categoryId = `vehicle-${vehicle.id}-category`;
  return (
    <Card
      variant="outlined"
      // Pointer events cover mouse hover and a finger's first touch; focus covers the keyboard.
      onPointerEnter={onIntent}
      onFocus={onIntent}
      sx={{
        height: '100%',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 120ms ease, box-shadow 120ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
        // The stretched button's focus ring goes round the whole card.
        '&:has(:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <VehiclePhoto
        photoUrl={vehicle.photoUrl}
        alt={vehicle.displayName}
        decorative
        priority={priority}
        deferred={photoDeferred}
        onSettled={onPhotoSettled}
      />
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <ButtonBase
              onClick={() => onSelect(vehicle)}
              aria-describedby={`${categoryId} ${priceId}`}
              disableRipple
              sx={{
                font: 'inherit',
                textAlign: 'left',
                // ButtonBase is position: relative; static lets ::after cover the card instead.
                position: 'static',
                '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {vehicle.displayName}
            </ButtonBase>
          </Typography>
          {/* A plain label styled as MUI's small outlined chip: Chip itself is 4 KB on the first load. */}
          <Box
            component="span"
            id={categoryId}
            sx={{
              flexShrink: 0,
              px: 1,
              py: 0.25,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 4,
              color: 'primary.main',
              typography: 'caption',
              fontWeight: 500,
              lineHeight: 1.6,
              whiteSpace: 'nowrap',
            }}
          >
            {categoryName(vehicle.category)}
          </Box>
        </Box>
        <Box id={priceId} sx={{ mt: 'auto' }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.15rem', color: 'primary.main' }}>
            {formatRM(vehicle.dailyRate)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t('perDay')}
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('deposit', { amount: formatRM(vehicle.deposit) })}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
