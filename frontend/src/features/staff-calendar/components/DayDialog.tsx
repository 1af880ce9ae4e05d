import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../../components/calendar';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useRetained } from '../../../components/useRetained';
import type { CalendarBlock, CalendarItem } from '../api/types';
import { isBookable } from '../utils/calendarMonth';
import { DayBookingList } from './DayBookings';

export interface DayDialogProps {
  /** The day whose bookings are open, or null when closed. */
  day: string | null;
  today: string;
  bookingsOf: (day: string) => readonly CalendarItem[];
  blocksOf: (day: string) => readonly CalendarBlock[];
  colourOf: (item: CalendarItem) => string;
  onCreate: (day: string) => void;
  onClose: () => void;
}

/**
 * A tapped day's bookings on a phone, over the grid rather than below it, where they would be a
 * long scroll away. A day from today on can take a new booking from here.
 */
export function DayDialog({ day, today, bookingsOf, blocksOf, colourOf, onCreate, onClose }: DayDialogProps) {
  const { t } = useTranslation(['staffCalendar', 'common']);
  const titleId = useId();
  // Kept while the dialog fades out, so its content does not vanish first.
  const shown = useRetained(day);
  const bookings = shown ? bookingsOf(shown) : [];
  const canAdd = shown !== null && isBookable(shown, today);
  return (
    <Dialog open={day !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth scroll="paper">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {shown && t('day.title', { date: dayLabel(shown) })}
      </DialogTitle>
      <DialogContent dividers>
        {shown && (
          <DayBookingList
            day={shown}
            bookings={bookings}
            blocks={blocksOf(shown)}
            colourOf={colourOf}
            canAdd={canAdd}
            onCreate={onCreate}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 2, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {/* An empty day already offers 'Create Booking for …' in its body. */}
        {canAdd && bookings.length > 0 && (
          <Button startIcon={<AddIcon />} onClick={() => onCreate(shown)} sx={TAP_TARGET}>
            {t('addBooking')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose} sx={TAP_TARGET}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
