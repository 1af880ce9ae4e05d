import { lazy, Suspense, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { PageTitle } from '../../../components/PageTitle';
import { errorMessage } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { useGetPublicVehiclesQuery } from '../api/vehiclesApi';
import type { PublicVehicle } from '../api/types';
import { useFleetView } from '../hooks/useFleetView';
import { filterAndSortFleet, fleetCategories } from '../utils/fleet';
import { FleetEmpty, FleetError } from './FleetStatus';
import { FleetToolbar } from './FleetToolbar';
import { VehicleGrid } from './VehicleGrid';
import { VehicleGridSkeleton } from './VehicleGridSkeleton';

// The detail dialog carries the booking form (react-hook-form, zod): its own chunk, fetched once
// the fleet is on screen, so the first paint of /vehicles does not wait for it.
const loadDetailDialog = () => import('./VehicleDetailDialog');
const VehicleDetailDialog = lazy(() => loadDetailDialog().then((module) => ({ default: module.VehicleDetailDialog })));

function FleetList({ onSelect }: { onSelect: (vehicle: PublicVehicle) => void }) {
  const { data: vehicles, error, isLoading, isFetching, refetch } = useGetPublicVehiclesQuery();
  const [view, { setCategory, setSort }] = useFleetView();

  if (isLoading || (error && isFetching)) return <VehicleGridSkeleton />;
  if (error || !vehicles) return <FleetError message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (vehicles.length === 0) {
    return <FleetEmpty title="No vehicles yet" description="Our fleet is being prepared. Please check back soon." />;
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
        <VehicleGrid vehicles={shown} onSelect={onSelect} />
      ) : (
        <FleetEmpty
          title="No vehicles match this filter"
          description="Try another type, or see the whole fleet."
          action={
            <Button variant="outlined" onClick={() => setCategory(null)}>
              Show all types
            </Button>
          }
        />
      )}
    </>
  );
}

/** '/vehicles': the fleet for visitors and customers, with a detail dialog per car. */
export function VehiclesScreen() {
  const { isAuthenticated, isCustomer } = useSession();
  const [selected, setSelected] = useState<PublicVehicle | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void loadDetailDialog();
  }, []);

  return (
    <>
      <PageTitle
        title="Explore Our Fleet"
        subtitle="Pick a car, choose your dates and check availability."
        actions={
          isAuthenticated && isCustomer ? (
            <Button component={RouterLink} to={paths.myBookings} variant="outlined" startIcon={<EventNoteIcon />}>
              My Bookings
            </Button>
          ) : undefined
        }
      />
      <FleetList
        onSelect={(vehicle) => {
          setSelected(vehicle);
          setOpen(true);
        }}
      />
      {selected && (
        <Suspense fallback={null}>
          <VehicleDetailDialog
            vehicle={selected}
            open={open}
            onClose={() => setOpen(false)}
            onExited={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
