import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/httpError';
import { useDeleteVehicleMutation, useGetStaffVehiclesQuery } from '../api/staffVehiclesApi';
import type { StaffVehicle } from '../api/types';
import { StaffVehicleCard } from './StaffVehicleCard';
import { VehicleFormDialog } from './VehicleFormDialog';
import { ListPagination } from '../../../components/ListPagination';
import { translateError } from '../../../i18n';

// Review moderation is used now and then: its dialog is a chunk of its own, fetched on first use.
const VehicleReviewsDialog = lazy(() => import('./VehicleReviewsDialog').then((module) => ({ default: module.VehicleReviewsDialog })));
// So is a car's damage history.
const VehicleDamageDialog = lazy(() => import('./VehicleDamageDialog').then((module) => ({ default: module.VehicleDamageDialog })));
// And its road tax, insurance and permits.
const ComplianceDialog = lazy(() => import('./ComplianceDialog').then((module) => ({ default: module.ComplianceDialog })));
// And the days it is kept off the road.
// And its service schedule.
const ServiceDialog = lazy(() => import('./ServiceDialog').then((module) => ({ default: module.ServiceDialog })));
// And what it costs.
const VehicleCostsDialog = lazy(() => import('./VehicleCostsDialog').then((module) => ({ default: module.VehicleCostsDialog })));
const VehicleBlocksDialog = lazy(() => import('./VehicleBlocksDialog').then((module) => ({ default: module.VehicleBlocksDialog })));

/** The API's maximum page: a rental fleet rarely needs a second page. */
export const VEHICLES_PAGE_SIZE = 100;
const GRID_ITEM = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

function VehicleGridSkeleton() {
  const { t } = useTranslation('staffVehicles');
  return (
    <Grid container spacing={2} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2, 3].map((index) => (
        <Grid key={index} size={GRID_ITEM}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <CardContent>
              <Skeleton width="70%" height={28} />
              <Skeleton width="40%" />
              <Skeleton width="60%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** The add/edit dialog; the vehicle stays set while the dialog fades out. */
interface FormState {
  open: boolean;
  vehicle: StaffVehicle | null;
}

/** The staff Vehicles tab ('Vehicle Management'): the fleet as cards, add, edit and delete. */
export function VehiclesPanel({ title }: { title: string }) {
  const { t } = useTranslation('staffVehicles');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useGetStaffVehiclesQuery({ page, limit: VEHICLES_PAGE_SIZE });
  const [form, setForm] = useState<FormState>({ open: false, vehicle: null });
  const [deleting, setDeleting] = useState<StaffVehicle | null>(null);
  const [reviewing, setReviewing] = useState<StaffVehicle | null>(null);
  // Mounted from the first opening on, so it can fade out when closed.
  const [reviewsUsed, setReviewsUsed] = useState(false);
  const [damageOf, setDamageOf] = useState<StaffVehicle | null>(null);
  const [damageUsed, setDamageUsed] = useState(false);
  // ?compliance=<vehicle id> (from Today and the dashboard) opens that car's dates.
  const [params, setParams] = useSearchParams();
  const complianceId = Number(params.get('compliance')) || null;
  const complianceOf = data?.items.find((vehicle) => vehicle.id === complianceId) ?? null;
  const [complianceUsed, setComplianceUsed] = useState(false);
  const [blocksOf, setBlocksOf] = useState<StaffVehicle | null>(null);
  const [blocksUsed, setBlocksUsed] = useState(false);
  // The car whose service is open, by id: the list refreshes after each change and the dialog follows it.
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [serviceUsed, setServiceUsed] = useState(false);
  const [costsOf, setCostsOf] = useState<StaffVehicle | null>(null);
  const [costsUsed, setCostsUsed] = useState(false);
  const serviceOf = data?.items.find((vehicle) => vehicle.id === serviceId) ?? null;
  const openCompliance = (vehicle: StaffVehicle | null) => {
    if (vehicle) setComplianceUsed(true);
    setParams(
      (current) => {
        if (vehicle) current.set('compliance', String(vehicle.id));
        else current.delete('compliance');
        return current;
      },
      { replace: true },
    );
  };
  const [deleteVehicle, deletion] = useDeleteVehicleMutation();
  const { toast } = useToast();

  const confirmDelete = async (vehicle: StaffVehicle) => {
    try {
      const result = await deleteVehicle(vehicle.id).unwrap();
      toast(
        result.deactivated
          ? { title: t('delete.deactivated'), description: result.message }
          : { title: t('delete.deleted'), description: `${vehicle.displayName}: ${result.message}` },
      );
      setDeleting(null);
    } catch (failure) {
      toast({ title: t('delete.failed'), description: errorMessage(failure), variant: 'destructive' });
    }
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, vehicle: null })}>
      {t('add')}
    </Button>
  );

  let list;
  if (isLoading || (error && isFetching)) list = <VehicleGridSkeleton />;
  else if (error || !data) list = <LoadError what={t('loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  else if (data.total === 0) {
    list = (
      <EmptyState
        icon={<DirectionsCarIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={addButton}
      />
    );
  } else {
    const pageCount = Math.ceil(data.total / data.limit);
    list = (
      <Stack spacing={2}>
        <Grid container spacing={2} aria-busy={isFetching}>
          {data.items.map((vehicle) => (
            <Grid key={vehicle.id} size={GRID_ITEM}>
              <StaffVehicleCard
                vehicle={vehicle}
                onEdit={() => setForm({ open: true, vehicle })}
                onDelete={() => setDeleting(vehicle)}
                onReviews={() => {
                  setReviewsUsed(true);
                  setReviewing(vehicle);
                }}
                onDamage={() => {
                  setDamageUsed(true);
                  setDamageOf(vehicle);
                }}
                onCompliance={() => openCompliance(vehicle)}
                onCosts={() => {
                  setCostsUsed(true);
                  setCostsOf(vehicle);
                }}
                onService={() => {
                  setServiceUsed(true);
                  setServiceId(vehicle.id);
                }}
                onBlocks={() => {
                  setBlocksUsed(true);
                  setBlocksOf(vehicle);
                }}
              />
            </Grid>
          ))}
        </Grid>
        <ListPagination page={page} pageCount={pageCount} onChange={setPage} label={t('pages')} />
      </Stack>
    );
  }

  return (
    <>
      <SectionToolbar title={title} subtitle={data ? t('subtitle', { count: data.total }) : undefined} actions={addButton} />
      {list}
      <VehicleFormDialog open={form.open} vehicle={form.vehicle} onClose={() => setForm((current) => ({ ...current, open: false }))} />
      {reviewsUsed && (
        <Suspense fallback={null}>
          <VehicleReviewsDialog vehicle={reviewing} onClose={() => setReviewing(null)} />
        </Suspense>
      )}
      {damageUsed && (
        <Suspense fallback={null}>
          <VehicleDamageDialog vehicle={damageOf} onClose={() => setDamageOf(null)} />
        </Suspense>
      )}
      {(complianceUsed || complianceOf) && (
        <Suspense fallback={null}>
          <ComplianceDialog vehicle={complianceOf} onClose={() => openCompliance(null)} />
        </Suspense>
      )}
      {costsUsed && (
        <Suspense fallback={null}>
          <VehicleCostsDialog vehicle={costsOf} onClose={() => setCostsOf(null)} />
        </Suspense>
      )}
      {serviceUsed && (
        <Suspense fallback={null}>
          <ServiceDialog vehicle={serviceOf} onClose={() => setServiceId(null)} />
        </Suspense>
      )}
      {blocksUsed && (
        <Suspense fallback={null}>
          <VehicleBlocksDialog vehicle={blocksOf} onClose={() => setBlocksOf(null)} />
        </Suspense>
      )}
      <ConfirmItemDialog
        item={deleting}
        title={t('delete.title')}
        describe={(vehicle) => t('delete.description', { name: vehicle.displayName })}
        confirmLabel={t('delete.confirm')}
        pendingLabel={t('delete.pending')}
        pending={deletion.isLoading}
        onConfirm={(vehicle) => void confirmDelete(vehicle)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
