import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { CalendarBlock, CalendarItem } from '../api/types';

/** At most three bookings drawn in a day, then '+N more', so a busy day does not stretch its week. */
export const CHIPS_PER_DAY = 3;

export interface BookingChipsProps {
  bookings: readonly CalendarItem[];
  colourOf: (item: CalendarItem) => string;
  /**
   * 'label': a chip with the vehicle's name (the wide grid); 'dot': a dot in the vehicle's colour,
   * for a phone's day cell, where not even a plate number fits.
   */
  variant?: 'label' | 'dot';
}

/**
 * A day's bookings in their vehicles' colours, at most CHIPS_PER_DAY, then '+N more'.
 * A completed rental's chip is outlined instead of filled. Spans only: the chips sit inside the
 * day's button, whose label already says how many bookings there are.
 */
export function BookingChips({ bookings, colourOf, variant = 'label' }: BookingChipsProps) {
  const { t } = useTranslation('staffCalendar');
  const shown = bookings.slice(0, CHIPS_PER_DAY);
  const hidden = bookings.length - shown.length;
  const dots = variant === 'dot';
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexDirection: dots ? 'row' : 'column',
        flexWrap: dots ? 'wrap' : 'nowrap',
        justifyContent: dots ? 'center' : 'flex-start',
        gap: dots ? '3px' : 0.25,
        minWidth: 0,
        width: '100%',
      }}
    >
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
            sx={[
              { display: 'block', border: '1px solid', borderStyle: completed ? 'dashed' : 'solid' },
              dots
                ? { width: 9, height: 9, borderRadius: '50%', borderStyle: 'solid', borderWidth: completed ? 2 : 1 }
                : {
                    borderRadius: 1,
                    px: 0.5,
                    typography: 'caption',
                    lineHeight: 1.5,
                    fontWeight: 600,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  },
            ]}
          >
            {dots ? null : booking.vehicle}
          </Box>
        );
      })}
      {hidden > 0 && (
        <Box
          component="span"
          sx={[
            { typography: 'caption', color: 'text.secondary', fontWeight: 600 },
            // On a phone the words may wrap under the number rather than be cut off.
            dots ? { width: '100%', fontSize: '0.625rem', lineHeight: 1.2, textAlign: 'center' } : { px: 0.5 },
          ]}
        >
          {t('more', { count: hidden })}
        </Box>
      )}
    </Box>
  );
}

/**
 * A day's cars off the road: grey and hatched, unlike any vehicle's colour, with the reason and
 * the car ('Service · Perodua Myvi - WXY'), or a grey square on a phone.
 */
export function BlockChips({ blocks, compact }: { blocks: readonly CalendarBlock[]; compact: boolean }) {
  const { t } = useTranslation('staffCalendar');
  const hatched = 'repeating-linear-gradient(135deg, #e0e0e0 0 4px, #f5f5f5 4px 8px)';
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        flexWrap: 'wrap',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: compact ? '3px' : 0.25,
      }}
    >
      {blocks.slice(0, CHIPS_PER_DAY).map((block) => {
        const text = t('blockChip', { reason: t(`blockReasons.${block.reason}`), vehicle: block.vehicleDisplayName });
        return (
          <Box
            component="span"
            key={block.id}
            data-block={block.id}
            title={text}
            sx={[
              { display: 'block', background: hatched, border: '1px dashed', borderColor: 'grey.600', color: 'grey.900' },
              compact
                ? { width: 9, height: 9, borderRadius: '2px' }
                : {
                    borderRadius: 1,
                    px: 0.5,
                    typography: 'caption',
                    lineHeight: 1.5,
                    fontWeight: 600,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  },
            ]}
          >
            {compact ? null : text}
          </Box>
        );
      })}
    </Box>
  );
}
