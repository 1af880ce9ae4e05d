import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import BuildIcon from '@mui/icons-material/BuildOutlined';
import CarCrashIcon from '@mui/icons-material/CarCrashOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { rentalReturnPath } from '../../../app/paths';
import { CarDiagram, type DiagramDamage } from '../../../components/damage/CarDiagram';
import { EmptyState } from '../../../components/EmptyState';
import { PagedList } from '../../../components/PagedList';
import { STANDALONE_LINK, TAP_TARGET } from '../../../components/tapTarget';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { formatDate, formatDateTime, formatRM } from '../../../lib/format';
import { useGetVehicleDamagesQuery } from '../api/vehicleDamagesApi';
import type { DamageHistoryFilter, StaffVehicle, VehicleDamage } from '../api/types';
import { damageWhat } from '../utils/damageText';
import { DamagePhoto } from '../../../components/damage/DamagePhoto';
import { RepairDamageDialog } from './RepairDamageDialog';

export const DAMAGE_PAGE_SIZE = 10;
const VIEW_BOX = { width: 200, height: 400 };

function DamageCard({ damage, onRepair }: { damage: VehicleDamage; onRepair: () => void }) {
  const { t } = useTranslation(['staffVehicles', 'staffReturn']);
  const what = damageWhat(t, damage);
  return (
    <Card variant="outlined" component="article" aria-label={what}>
      <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <DamagePhoto damage={damage} alt={t('damage.photoAlt', { what })} />
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {what}
          </Typography>
          {damage.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {damage.note}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('damage.foundAt', { when: formatDateTime(damage.foundAt), by: damage.recordedBy })}
          </Typography>
          {damage.rental ? (
            <Link component={RouterLink} to={rentalReturnPath(damage.rental.id)} sx={STANDALONE_LINK}>
              {t(damage.phase === 'pickup' ? 'damage.rentalPickup' : 'damage.rentalReturn', {
                id: damage.rental.id,
                customer: damage.rental.customerName ?? t('damage.unknownCustomer'),
                from: formatDate(damage.rental.startDate),
                to: formatDate(damage.rental.endDate),
              })}
            </Link>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('damage.rentalGone')}
            </Typography>
          )}
          {damage.status === 'repaired' ? (
            <Chip
              color="success"
              variant="outlined"
              icon={<BuildIcon />}
              sx={{ alignSelf: 'flex-start', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
              label={t('damage.repairedOn', {
                day: damage.repairedOn ? formatDate(damage.repairedOn) : '',
                cost: damage.repairCost ? formatRM(damage.repairCost) : '',
                by: damage.repairedBy ?? '',
              })}
            />
          ) : (
            <Button
              variant="outlined"
              color="success"
              startIcon={<BuildIcon />}
              onClick={onRepair}
              sx={{ ...TAP_TARGET, alignSelf: 'flex-start' }}
              aria-label={t('damage.markRepairedLabel', { what })}
            >
              {t('damage.markRepaired')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One list of the car's damage (open or repaired): the diagram of this page's points beside the cards. */
function DamageHistory({
  vehicle,
  status,
  onRepair,
}: {
  vehicle: StaffVehicle;
  status: DamageHistoryFilter;
  onRepair: (damage: VehicleDamage) => void;
}) {
  const { t } = useTranslation(['staffVehicles', 'staffReturn']);
  const [page, setPage] = useState(1);
  // Returns open new damage at any time: each opening asks the server afresh.
  const query = useGetVehicleDamagesQuery(
    { vehicleId: vehicle.id, status, page, limit: DAMAGE_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const items = query.data?.items ?? [];
  const points: DiagramDamage[] = items;
  const byId = new Map(items.map((damage) => [damage.id, damage]));
  const describe = (point: DiagramDamage) => {
    const damage = byId.get(point.id);
    return damage ? damageWhat(t, damage) : '';
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start' }}>
      <Box sx={{ maxWidth: { xs: 180, md: 'none' }, mx: { xs: 'auto', md: 0 }, width: '100%' }}>
        <CarDiagram
          viewBox={query.data?.viewBox ?? VIEW_BOX}
          existing={points}
          label={t(status === 'open' ? 'damage.diagramOpen' : 'damage.diagramRepaired', { count: points.length })}
          describe={describe}
        />
      </Box>
      <PagedList
        query={query}
        texts={{ loadWhat: t('damage.loadWhat'), loading: t('damage.loading'), pages: t('damage.pages') }}
        empty={
          <EmptyState
            icon={<CarCrashIcon color="action" sx={{ fontSize: 48 }} />}
            title={t(status === 'open' ? 'damage.emptyOpen.title' : 'damage.emptyRepaired.title')}
            description={t(status === 'open' ? 'damage.emptyOpen.description' : 'damage.emptyRepaired.description')}
          />
        }
        summary={(total) => t(status === 'open' ? 'damage.countOpen' : 'damage.countRepaired', { count: total })}
        page={page}
        onPageChange={setPage}
      >
        {(items) => items.map((damage) => <DamageCard key={damage.id} damage={damage} onRepair={() => onRepair(damage)} />)}
      </PagedList>
    </Box>
  );
}

export interface VehicleDamageDialogProps {
  /** The vehicle whose damage is shown; the dialog is open while there is one. */
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** A car's damage history from the Vehicles tab: what is on it now (to mark repaired) and what was repaired. */
export function VehicleDamageDialog({ vehicle, onClose }: VehicleDamageDialogProps) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const tabsId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  const [status, setStatus] = useState<DamageHistoryFilter>('open');
  const [repairing, setRepairing] = useState<VehicleDamage | null>(null);
  return (
    <>
      <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="md" fullWidth>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('damage.title', { name: shown?.displayName ?? '' })}
        </DialogTitle>
        <Tabs
          value={status}
          onChange={(_event, value: DamageHistoryFilter) => setStatus(value)}
          variant="fullWidth"
          aria-label={t('damage.tabsLabel')}
          sx={{ px: { xs: 1, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="open" label={t('damage.open')} id={`${tabsId}-open`} aria-controls={`${tabsId}-panel`} sx={TAP_TARGET} />
          <Tab value="repaired" label={t('damage.repaired')} id={`${tabsId}-repaired`} aria-controls={`${tabsId}-panel`} sx={TAP_TARGET} />
        </Tabs>
        <DialogContent id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${status}`} sx={{ pt: 2 }}>
          {shown && <DamageHistory key={`${shown.id}-${status}`} vehicle={shown} status={status} onRepair={setRepairing} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} sx={TAP_TARGET}>
            {t('common:actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <RepairDamageDialog damage={repairing} onClose={() => setRepairing(null)} />
    </>
  );
}
