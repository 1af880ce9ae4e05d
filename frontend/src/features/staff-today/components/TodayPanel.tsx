import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths, rentalReturnPath, rentalWizardPath, vehicleCompliancePath } from '../../../app/paths';
import { complianceColor, complianceDueText } from '../../../components/compliance/complianceText';
import { dayLabel } from '../../../components/calendar/monthGrid';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { RefreshButton } from '../../../components/RefreshButton';
import { SectionToolbar } from '../../../components/SectionToolbar';
import { STANDALONE_LINK, TAP_TARGET } from '../../../components/tapTarget';
import { translateError } from '../../../i18n';
import { formatDate, formatRM } from '../../../lib/format';
import { useGetStaffTodayQuery, type StaffToday, type TodayCompliance, type TodayRental, type TodayRequest } from '../api/todayApi';

type RentalGroupId = 'pickups' | 'returns' | 'overdue' | 'balances';
type GroupId = RentalGroupId | 'requests' | 'compliance';

/** The order staff work through the day: keys out, cars back, late cars, decisions, money, the fleet's papers. */
const GROUPS: readonly GroupId[] = ['pickups', 'returns', 'overdue', 'requests', 'balances', 'compliance'];

/** Where each group's full list lives. */
const FULL_LIST: Record<GroupId, string> = {
  pickups: `${paths.staff}?tab=calendar`,
  returns: `${paths.staff}?tab=rentals&status=active`,
  overdue: `${paths.staff}?tab=rentals&status=overdue`,
  requests: `${paths.staff}?tab=bookings&requestSort=pickup`,
  balances: `${paths.staff}?tab=invoices`,
  compliance: `${paths.staff}?tab=vehicles`,
};

type ActionKey = 'startAgreement' | 'handOver' | 'return' | 'open';

/**
 * The one next step of a rental, from the moves the server says are open: the agreement wizard,
 * the rentals ready for their keys (each card there has Complete Handover), or the return
 * inspection. Anything else opens the rentals list.
 */
function nextStep(rental: TodayRental): { key: ActionKey; to: string } {
  if (rental.actions.includes('finalize_agreement')) return { key: 'startAgreement', to: rentalWizardPath(rental.id) };
  if (rental.actions.includes('hand_over')) return { key: 'handOver', to: `${paths.staff}?tab=rentals&status=approved` };
  if (rental.actions.includes('mark_returned')) return { key: 'return', to: rentalReturnPath(rental.id) };
  return { key: 'open', to: `${paths.staff}?tab=rentals` };
}

function ItemCard({
  plate,
  vehicle,
  customer,
  when,
  paid,
  action,
}: {
  plate: string;
  vehicle: string;
  customer: string;
  when: string;
  paid: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack spacing={0.75}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', letterSpacing: 0.5 }}>
            {plate}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {vehicle}
          </Typography>
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{customer}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {when}
          </Typography>
          {paid}
        </Box>
        <Box>{action}</Box>
      </Stack>
    </Paper>
  );
}

function PaidChip({ paid, balanceDue }: { paid: boolean; balanceDue?: string }) {
  const { t } = useTranslation('staff');
  return paid ? (
    <Chip size="small" color="success" variant="outlined" label={t('today.paid')} />
  ) : (
    <Chip size="small" color="warning" label={balanceDue ? t('today.unpaid', { amount: formatRM(balanceDue) }) : t('today.unpaidShort')} />
  );
}

function ActionButton({ label, to, plate, customer }: { label: string; to: string; plate: string; customer: string }) {
  const { t } = useTranslation('staff');
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={to}
      aria-label={t('today.actionFor', { action: label, plate, customer })}
      sx={{ ...TAP_TARGET, width: { xs: '100%', sm: 'auto' } }}
    >
      {label}
    </Button>
  );
}

function RentalCard({ rental, group, data }: { rental: TodayRental; group: RentalGroupId; data: StaffToday }) {
  const { t } = useTranslation('staff');
  const plate = rental.plate ?? t('today.noPlate');
  let when: string;
  if (group === 'returns') when = t('today.dueBack', { time: rental.returnTime });
  else if (group === 'overdue') when = t('today.dueBackOn', { date: formatDate(rental.endDate), time: rental.returnTime });
  else if (rental.startDate === data.today) when = t('today.pickupToday', { time: rental.pickupTime });
  else if (rental.startDate === data.tomorrow) when = t('today.pickupTomorrow', { time: rental.pickupTime });
  else when = t('today.pickupOn', { date: formatDate(rental.startDate), time: rental.pickupTime });
  const step = nextStep(rental);
  return (
    <ItemCard
      plate={plate}
      vehicle={rental.vehicleDisplayName}
      customer={rental.customerName}
      when={when}
      paid={<PaidChip paid={rental.paid} balanceDue={rental.balanceDue} />}
      action={<ActionButton label={t(`today.actions.${step.key}`)} to={step.to} plate={plate} customer={rental.customerName} />}
    />
  );
}

function RequestCard({ request }: { request: TodayRequest }) {
  const { t } = useTranslation('staff');
  const plate = request.plate ?? t('today.noPlate');
  return (
    <ItemCard
      plate={plate}
      vehicle={request.vehicleDisplayName}
      customer={request.customerName}
      when={t('today.requested', { from: formatDate(request.startDate), to: formatDate(request.endDate) })}
      paid={<PaidChip paid={request.paid} />}
      action={<ActionButton label={t('today.actions.approve')} to={FULL_LIST.requests} plate={plate} customer={request.customerName} />}
    />
  );
}

/** A road tax, insurance, inspection or permit that lapses soon (or has): one tap to the car's dates to renew it. */
function ComplianceCard({ item }: { item: TodayCompliance }) {
  const { t } = useTranslation(['staff', 'common']);
  const { t: common } = useTranslation('common');
  const plate = item.plate ?? t('today.noPlate');
  const due = complianceDueText(common, item);
  const color = complianceColor(item.daysLeft);
  return (
    <ItemCard
      plate={plate}
      vehicle={item.vehicleDisplayName}
      customer={due}
      when={t('today.expiresOn', { date: formatDate(item.expiresOn) })}
      paid={
        <Chip
          size="small"
          color={color === 'default' ? 'info' : color}
          variant="outlined"
          label={t(`common:compliance.kinds.${item.kind}`)}
        />
      }
      action={<ActionButton label={t('today.actions.renew')} to={vehicleCompliancePath(item.vehicleId)} plate={plate} customer={due} />}
    />
  );
}

function Group({ id, data }: { id: GroupId; data: StaffToday }) {
  const { t } = useTranslation('staff');
  const headingId = `today-${id}`;
  const group = data[id];
  let cards: ReactNode[];
  if (id === 'requests') cards = data.requests.items.map((request) => <RequestCard key={request.id} request={request} />);
  else if (id === 'compliance')
    cards = data.compliance.items.map((item) => <ComplianceCard key={`${item.vehicleId}-${item.kind}`} item={item} />);
  else cards = data[id].items.map((rental) => <RentalCard key={rental.id} rental={rental} group={id} data={data} />);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
        {t(`today.groups.${id}`)} ({group.total})
      </Typography>
      {group.total === 0 ? (
        <Typography color="text.secondary">{t(`today.empty.${id}`)}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {cards}
        </Stack>
      )}
      {group.total > group.items.length && (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('today.showing', { shown: group.items.length, total: group.total })}
          </Typography>
          <Button component={RouterLink} to={FULL_LIST[id]} sx={STANDALONE_LINK}>
            {t('today.seeAll')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function TodaySkeleton() {
  return (
    <Stack spacing={1.5} aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={120} />
      ))}
    </Stack>
  );
}

/** The staff's day: each card the car, the customer, the time, paid or not, and its one next step. */
export function TodayPanel({ title }: { title: string }) {
  const { t } = useTranslation('staff');
  const { data, error, isLoading, isFetching, refetch } = useGetStaffTodayQuery();
  const refresh = <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} label={t('today.refresh')} />;

  let body;
  if (isLoading || (error && isFetching)) body = <TodaySkeleton />;
  else if (error || !data) body = <LoadError what={t('today.loadWhat')} message={translateError(error)} onRetry={() => void refetch()} />;
  else if (GROUPS.every((id) => data[id].total === 0))
    body = (
      <EmptyState
        icon={<EventAvailableIcon color="action" sx={{ fontSize: 48 }} />}
        title={t('today.allClear')}
        description={t('today.allClearDescription')}
      />
    );
  else
    body = (
      <Stack spacing={3}>
        {GROUPS.map((id) => (
          <Group key={id} id={id} data={data} />
        ))}
      </Stack>
    );

  return (
    <>
      <SectionToolbar title={title} subtitle={data ? t('today.todayIs', { date: dayLabel(data.today) }) : undefined} actions={refresh} />
      {body}
    </>
  );
}
