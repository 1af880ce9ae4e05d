import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../components/calendar';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { formatDate } from '../../../lib/format';
import type { CalendarBlock, CalendarItem } from '../api/types';

export interface DayBookingsProps extends Omit<DayBookingListProps, 'day'> {
  /** The selected day, or null before one is chosen. */
  day: string | null;
}

function BookingRow({ booking, colour }: { booking: CalendarItem; colour: string }) {
  const { t } = useTranslation('staffCalendar');
  const completed = booking.status === 'completed';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-booking={booking.id}
      data-status={booking.status}
      aria-label={t('day.rental', { id: booking.id })}
      style={{ borderLeftColor: colour }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1,
        p: 1.5,
        borderLeftWidth: 6,
        // A finished rental stays listed but steps back: dashed, on a muted background.
        ...(completed && { borderStyle: 'dashed', bgcolor: 'action.hover' }),
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {booking.vehicle}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {booking.customerName}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            · {t('day.customerId', { id: booking.customerId })}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('day.dates', { start: formatDate(booking.startDate), end: formatDate(booking.endDate) })}
        </Typography>
      </Box>
      <RentalStatusChip status={booking.status} />
    </Paper>
  );
}

/** A car off the road that day: grey and hatched like its chip in the grid, with the reason, the days and the note. */
function BlockRow({ block }: { block: CalendarBlock }) {
  const { t } = useTranslation('staffCalendar');
  return (
    <Paper
      component="li"
      variant="outlined"
      data-block={block.id}
      sx={{ p: 1.5, borderLeftWidth: 6, borderStyle: 'dashed', borderColor: 'grey.600', bgcolor: 'grey.100' }}
    >
      <Typography variant="subtitle2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {t('blockChip', { reason: t(`blockReasons.${block.reason}`), vehicle: block.vehicleDisplayName })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('day.blockDates', { start: formatDate(block.startDate), end: formatDate(block.endDate) })}
      </Typography>
      {block.note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {block.note}
        </Typography>
      )}
    </Paper>
  );
}

export interface DayBookingListProps {
  day: string;
  bookings: readonly CalendarItem[];
  /** Cars off the road that day. */
  blocks?: readonly CalendarBlock[];
  colourOf: (item: CalendarItem) => string;
  /** Whether bookings may be made on this day: today or later. */
  canAdd: boolean;
  onCreate: (day: string) => void;
}

/** A day's bookings, or 'No bookings for this date' with a button to create one (not on a past day). */
export function DayBookingList({ day, bookings, blocks = [], colourOf, canAdd, onCreate }: DayBookingListProps) {
  const { t } = useTranslation('staffCalendar');
  if (bookings.length > 0 || blocks.length > 0) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {blocks.map((block) => (
          <BlockRow key={`block-${block.id}`} block={block} />
        ))}
        {bookings.map((booking) => (
          <BookingRow key={booking.id} booking={booking} colour={colourOf(booking)} />
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <Typography>{t('day.empty')}</Typography>
      {canAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => onCreate(day)}>
          {t('day.create', { date: formatDate(day) })}
        </Button>
      )}
    </Paper>
  );
}

/** The selected day's bookings under the wide grid, titled with the day. */
export function DayBookings({ day, ...list }: DayBookingsProps) {
  const { t } = useTranslation('staffCalendar');
  if (!day) {
    return (
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {t('day.hint')}
      </Typography>
    );
  }
  return (
    <Box component="section" aria-labelledby="calendar-day-title" sx={{ mt: 3 }}>
      <Typography id="calendar-day-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('day.title', { date: dayLabel(day) })}
      </Typography>
      <DayBookingList day={day} {...list} />
    </Box>
  );
}
