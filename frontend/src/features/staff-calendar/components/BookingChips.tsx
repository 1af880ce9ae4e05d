import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CalendarItem } from '../api/types';

export interface BookingChipsProps {
  bookings: readonly CalendarItem[];
  colourOf: (item: CalendarItem) => string;
  /** How many chips before '+N more'. */
  max: number;
}

/**
 * A day's bookings as small chips in their vehicles' colours, at most `max`, then '+N more'.
 * A completed rental's chip is outlined instead of filled. Spans only: the chips sit inside the
 * day's button, whose label already says how many bookings there are.
 */
export function BookingChips({ bookings, colourOf, max }: BookingChipsProps) {
  const { t } = useTranslation('staffCalendar');
  const shown = bookings.slice(0, max);
  const hidden = bookings.length - shown.length;
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0, width: '100%' }}>
      {shown.map((booking) => {
        const colour = colourOf(booking);
        const completed = booking.status === 'completed';
        return (
          <Box
            component="span"
            key={booking.id}
            data-booking={booking.id}
            data-status={booking.status}
            title={booking.vehicle}
            style={
              completed
                ? { color: colour, borderColor: colour, backgroundColor: 'transparent' }
                : { color: '#fff', borderColor: colour, backgroundColor: colour }
            }
            sx={{
              display: 'block',
              border: '1px solid',
              borderStyle: completed ? 'dashed' : 'solid',
              borderRadius: 1,
              px: 0.5,
              typography: 'caption',
              lineHeight: 1.5,
              fontWeight: 600,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {booking.vehicle}
          </Box>
        );
      })}
      {hidden > 0 && (
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', fontWeight: 600, px: 0.5 }}>
          {t('more', { count: hidden })}
        </Box>
      )}
    </Box>
  );
}
