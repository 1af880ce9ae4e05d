import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../components/calendar';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { formatDate } from '../../../lib/format';
import type { CalendarItem } from '../api/types';

export interface DayBookingsProps {
  /** The selected day, or null before one is chosen. */
  day: string | null;
  bookings: readonly CalendarItem[];
  colourOf: (item: CalendarItem) => string;
  onCreate: (day: string) => void;
  ref?: Ref<HTMLElement>;
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

/** The selected day's bookings, or 'No bookings for this date' with a button to create one. */
export function DayBookings({ day, bookings, colourOf, onCreate, ref }: DayBookingsProps) {
  const { t } = useTranslation('staffCalendar');
  if (!day) {
    return (
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {t('day.hint')}
      </Typography>
    );
  }
  return (
    <Box component="section" ref={ref} aria-labelledby="calendar-day-title" sx={{ mt: 3, scrollMarginTop: 16 }}>
      <Typography id="calendar-day-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t('day.title', { date: dayLabel(day) })}
      </Typography>
      {bookings.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {bookings.map((booking) => (
            <BookingRow key={booking.id} booking={booking} colour={colourOf(booking)} />
          ))}
        </Box>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
          <Typography>{t('day.empty')}</Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onCreate(day)}>
            {t('day.create', { date: formatDate(day) })}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
