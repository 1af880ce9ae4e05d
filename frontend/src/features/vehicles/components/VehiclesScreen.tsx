import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../lib/session';
import { useGetPublicVehiclesQuery } from '../api/vehiclesApi';
import type { Extras } from '../../../components/quote/extras';
import type { DateRange, PublicVehicle } from '../api/types';
import { useFleetView } from '../hooks/useFleetView';
import { BOOKING_LINK_PARAMS, readBookingLink } from '../utils/bookingLink';
import { filterAndSortFleet, fleetCategories } from '../utils/fleet';
import { FleetEmpty, FleetError } from './FleetStatus';
import { FleetToolbar } from './FleetToolbar';
import { VehicleGrid } from './VehicleGrid';
import { VehicleGridSkeleton } from './VehicleGridSkeleton';
import { translateError } from '../../../i18n';
import { usePageTitle } from '../../../components/layout/usePageTitle';

// The detail dialog carries the booking form (react-hook-form, zod; about 87 KB): its own chunk,
// fetched when a card is pointed at, touched or focused, not when the fleet mounts, where on a slow
// phone it competed with the fleet's own data. A tap then finds it loaded or half-way there.
let dialogRequested: Promise<unknown> | undefined;
const loadDetailDialog = () => import('./VehicleDetailDialog');
const prefetchDetailDialog = () => {
  // A failed fetch is retried by the dialog itself when it opens.
  dialogRequested ??= loadDetailDialog().catch(() => undefined);
};
const VehicleDetailDialog = lazy(() => loadDetailDialog().then((module) => ({ default: module.VehicleDetailDialog })));

function FleetList({ onSelect, onIntent }: { onSelect: (vehicle: PublicVehicle) => void; onIntent: () => void }) {
  const { t } = useTranslation('vehicles');
  const { data: vehicles, error, isLoading, isFetching, refetch } = useGetPublicVehiclesQuery();
  const [view, { setCategory, setSort }] = useFleetView();

  if (isLoading || (error && isFetching)) return <VehicleGridSkeleton />;
  if (error || !vehicles) return <FleetError message={translateError(error)} onRetry={() => void refetch()} />;
  if (vehicles.length === 0) {
    return <FleetEmpty title={t('fleet.noVehicles.title')} description={t('fleet.noVehicles.description')} />;
  }

  const shown = filterAndSortFleet(vehicles, view);
  return (
    <>
      <FleetToolbar
        view={view}
        categories={fleetCategories(vehicles)}
        shownCount={shown.length}
        onCategoryChange={setCategory}
        onSortChange={setSort}
      />
      {shown.length > 0 ? (
        <VehicleGrid vehicles={shown} onSelect={onSelect} onIntent={onIntent} />
      ) : (
        <FleetEmpty
          title={t('fleet.noMatch.title')}
          description={t('fleet.noMatch.description')}
          action={
            <Button variant="outlined" onClick={() => setCategory(null)}>
              {t('fleet.showAllTypes')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** '/vehicles': the fleet for visitors and customers, with a detail dialog per car. */
export function VehiclesScreen() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('pageTitle'));
  const { isAuthenticated, isCustomer } = useSession();
  const [selected, setSelected] = useState<PublicVehicle | null>(null);
  // What a link back from signing in brings: the dates and the extras chosen before it.
  const [initial, setInitial] = useState<{ range?: DateRange; extras?: Extras }>({});
  const [open, setOpen] = useState(false);
  const { data: vehicles } = useGetPublicVehiclesQuery();
  const [params, setParams] = useSearchParams();
  const bookingLink = useMemo(() => readBookingLink(params), [params]);

  const show = (vehicle: PublicVehicle, range?: DateRange, extras?: Extras) => {
    setSelected(vehicle);
    setInitial({ range, extras });
    setOpen(true);
  };

  // Back from 'Login & Book' (?vehicle=12&start=...&end=...&addOn=3x1): that car's dialog with
  // those dates and extras, once; the address is then tidied so a reload or Back does not reopen
  // it. Unknown cars are ignored.
  useEffect(() => {
    if (!bookingLink || !vehicles) return;
    const vehicle = vehicles.find(({ id }) => id === bookingLink.vehicleId);
    if (vehicle) show(vehicle, bookingLink.range, bookingLink.extras);
    setParams(
      (current) => {
        BOOKING_LINK_PARAMS.forEach((name) => current.delete(name));
        return current;
      },
      { replace: true },
    );
  }, [bookingLink, vehicles, setParams]);

  return (
    <>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          isAuthenticated && isCustomer ? (
            <Button component={RouterLink} to={paths.myBookings} variant="outlined" startIcon={<EventNoteIcon />}>
              {t('myBookings')}
            </Button>
          ) : undefined
        }
      />
      <FleetList onSelect={(vehicle) => show(vehicle)} onIntent={prefetchDetailDialog} />
      {selected && (
        <Suspense fallback={null}>
          <VehicleDetailDialog
            vehicle={selected}
            initialRange={initial.range}
            initialExtras={initial.extras}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
