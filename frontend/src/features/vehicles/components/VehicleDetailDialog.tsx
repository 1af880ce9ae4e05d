import { Suspense } from 'react';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useCategoryName } from '../hooks/useCategoryName';
import type { Extras } from '../../../components/quote/extras';
import type { DateRange, PublicVehicle } from '../api/types';
import { BookingPanel } from './BookingPanel';
import { VehicleFacts } from './VehicleFacts';
import { VehiclePhoto } from './VehiclePhoto';
import { ReviewsSkeleton, VehicleReviews } from './VehicleReviews';
import { usePageTitle } from '../../../components/layout/usePageTitle';

export interface VehicleDetailDialogProps {
  /** The vehicle to show; kept while the dialog closes so it does not go blank mid-animation. */
  vehicle: PublicVehicle | null;
  /** Dates to fill in, e.g. those chosen before signing in. */
  initialRange?: DateRange;
  initialExtras?: Extras;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

const TITLE_ID = 'vehicle-detail-title';

/** Photo and facts beside the booking panel; full screen on phones. */
export function VehicleDetailDialog({ vehicle, initialRange, initialExtras, open, onClose, onExited }: VehicleDetailDialogProps) {
  const { t } = useTranslation();
  // The open car names the tab; closing hands it back to the fleet.
  usePageTitle(open && vehicle ? vehicle.displayName : undefined);
  const categoryName = useCategoryName();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open && vehicle !== null}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={TITLE_ID}
      slotProps={{ transition: { onExited } }}
    >
      {vehicle && (
        <>
          <DialogTitle id={TITLE_ID} sx={{ pr: 7, fontWeight: 600 }}>
            {vehicle.displayName}
          </DialogTitle>
          <IconButton aria-label={t('actions.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
          <DialogContent dividers>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <VehiclePhoto photoUrl={vehicle.photoUrl} alt={vehicle.displayName} rounded="all" />
                  <Chip label={categoryName(vehicle.category)} color="primary" size="small" sx={{ alignSelf: 'flex-start' }} />
                  <VehicleFacts vehicle={vehicle} />
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <BookingPanel
                  key={vehicle.id}
                  vehicle={vehicle}
                  initialRange={initialRange}
                  initialExtras={initialExtras}
                  onClose={onClose}
                />
              </Grid>
              <Grid size={12}>
                {/* The reviews' texts are a catalogue of their own, fetched when the dialog first opens. */}
                <Suspense fallback={<ReviewsSkeleton />}>
                  <VehicleReviews key={vehicle.id} vehicleId={vehicle.id} />
                </Suspense>
              </Grid>
            </Grid>
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
