import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dayLabel, monthTitle } from '../../../components/calendar';
import type { CalendarItem } from '../api/types';
import { BookingChips } from './BookingChips';
import { dayButtonLabel } from './dayLabel';

export interface CalendarDayListProps {
  /** "YYYY-MM". */
  month: string;
  today: string;
  selected: string | null;
  byDay: ReadonlyMap<string, CalendarItem[]>;
  colourOf: (item: CalendarItem) => string;
  busy: boolean;
  onSelect: (day: string) => void;
}

/**
 * The month on a phone: instead of a grid too narrow to read, the days that have bookings, one
 * under another, each a full-width button with every booking's chip.
 */
export function CalendarDayList({ month, today, selected, byDay, colourOf, busy, onSelect }: CalendarDayListProps) {
  const { t } = useTranslation('staffCalendar');
  const title = monthTitle(`${month}-01`);
  const days = [...byDay.keys()].sort();
  if (days.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('phone.empty', { month: title })}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t('phone.label', { month: title })}
      aria-busy={busy}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {days.map((day) => {
        const bookings = byDay.get(day) ?? [];
        const isSelected = day === selected;
        return (
          <li key={day}>
            <ButtonBase
              data-day={day}
              aria-label={dayButtonLabel(t, day, bookings.length)}
              aria-pressed={isSelected}
              aria-current={day === today ? 'date' : undefined}
              onClick={() => onSelect(day)}
              sx={{
                width: '100%',
                minHeight: 44,
                display: 'grid',
                gap: 0.75,
                justifyItems: 'start',
                p: 1.5,
                border: 1,
                borderColor: isSelected ? 'primary.main' : 'divider',
                borderRadius: 1,
                textAlign: 'left',
                bgcolor: isSelected ? 'action.selected' : 'background.paper',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 1 },
              }}
            >
              <Box component="span" aria-hidden sx={{ typography: 'subtitle2', fontWeight: day === today ? 700 : 600 }}>
                {dayLabel(day)}
              </Box>
              <BookingChips bookings={bookings} colourOf={colourOf} max={bookings.length} />
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
