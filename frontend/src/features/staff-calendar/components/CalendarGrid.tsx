import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { monthTitle, monthWeeks, WeekdayHeader } from '../../../components/calendar';
import { addDays } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import type { CalendarBlock, CalendarItem } from '../api/types';
import { isBookable } from '../utils/calendarMonth';
import { BlockChips, BookingChips } from './BookingChips';
import { dayButtonLabel } from './dayLabel';

/** Arrow keys move between days like in a date picker: a day either side, a week up or down. */
const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export interface CalendarGridProps {
  /** "YYYY-MM". */
  month: string;
  today: string;
  selected: string | null;
  byDay: ReadonlyMap<string, CalendarItem[]>;
  /** Days cars are off the road, by day. */
  blocksByDay: ReadonlyMap<string, CalendarBlock[]>;
  colourOf: (item: CalendarItem) => string;
  busy: boolean;
  /**
   * A phone's grid: each day a narrow cell with its bookings as coloured dots, so the whole
   * month fits 360 px without scrolling sideways.
   */
  compact: boolean;
  onSelect: (day: string) => void;
  onAdd: (day: string) => void;
}

interface DayCellProps extends Omit<CalendarGridProps, 'month' | 'byDay' | 'blocksByDay' | 'busy'> {
  day: string;
  bookings: readonly CalendarItem[];
  blocks: readonly CalendarBlock[];
}

const FOCUS_RING = { '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 1 } } as const;

function DayCell({ day, today, selected, bookings, blocks, colourOf, compact, onSelect, onAdd }: DayCellProps) {
  const { t } = useTranslation('staffCalendar');
  const isToday = day === today;
  const isSelected = day === selected;
  const canAdd = bookings.length === 0 && isBookable(day, today);
  return (
    <Box
      component="td"
      sx={{ p: compact ? 0 : 0.5, border: 1, borderColor: 'divider', verticalAlign: 'top', height: compact ? 'auto' : 120 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          gap: compact ? 0 : 0.5,
          height: '100%',
          borderRadius: 1,
          bgcolor: isSelected ? 'action.selected' : 'transparent',
          outline: isSelected ? '2px solid' : 'none',
          outlineColor: 'primary.main',
          outlineOffset: compact ? -2 : 0,
        }}
      >
        {/* The button holds only the day's number: its name says the date and the count in full,
            and a name must contain every word the button shows, so the cars are drawn beside it. */}
        <ButtonBase
          data-day={day}
          aria-label={dayButtonLabel(t, day, bookings.length, blocks.length)}
          aria-pressed={isSelected}
          aria-current={isToday ? 'date' : undefined}
          onClick={() => onSelect(day)}
          sx={{
            minHeight: 44,
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: compact ? 'center' : 'flex-start',
            p: 0.5,
            borderRadius: 1,
            '&:hover': { bgcolor: 'action.hover' },
            ...FOCUS_RING,
          }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              width: compact ? 26 : 28,
              height: compact ? 26 : 28,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              typography: 'body2',
              fontWeight: isToday ? 700 : 500,
              bgcolor: isToday ? 'primary.main' : 'transparent',
              color: isToday ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {Number(day.slice(8))}
          </Box>
        </ButtonBase>
        {bookings.length > 0 && (
          // A tap on the cars opens the day too; keyboards and screen readers use the button above.
          <Box data-day-bookings={day} onClick={() => onSelect(day)} sx={{ flexGrow: 1, px: 0.5, pb: 0.5, cursor: 'pointer', minWidth: 0 }}>
            <BookingChips bookings={bookings} colourOf={colourOf} variant={compact ? 'dot' : 'label'} />
          </Box>
        )}
        {blocks.length > 0 && (
          <Box onClick={() => onSelect(day)} sx={{ px: 0.5, pb: 0.5, cursor: 'pointer', minWidth: 0 }}>
            <BlockChips blocks={blocks} compact={compact} />
          </Box>
        )}
        {canAdd && (
          <IconButton
            aria-label={t('addOn', { date: formatDate(day) })}
            onClick={() => onAdd(day)}
            color="primary"
            size={compact ? 'small' : 'medium'}
            sx={compact ? { width: '100%', height: 44, borderRadius: 1, ...FOCUS_RING } : { alignSelf: 'center' }}
          >
            <AddIcon fontSize={compact ? 'small' : 'medium'} />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

/**
 * The month as a Sunday-first table. Each day is a button labelled in
 * full ("Thursday, 3 December 2026, 2 bookings"); an empty day from today on also has a plus
 * button that opens the manual booking dialog on that date. Tab reaches every button, the arrow
 * keys move between days.
 */
export function CalendarGrid({ month, today, selected, byDay, blocksByDay, colourOf, busy, compact, onSelect, onAdd }: CalendarGridProps) {
  const { t } = useTranslation('staffCalendar');
  const weeks = monthWeeks(`${month}-01`);

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const step = ARROW_STEPS[event.key];
    const day = (event.target as HTMLElement).dataset.day;
    if (step === undefined || !day) return;
    const next = event.currentTarget.querySelector<HTMLElement>(`[data-day="${addDays(day, step)}"]`);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // On a phone the grid reaches into the tab panel's padding: at 360 px that is what keeps
    // each of the seven columns 44 px wide or more.
    <Box sx={compact ? { mx: -2 } : { overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={t('gridLabel', { month: monthTitle(`${month}-01`) })}
        aria-busy={busy}
        sx={{ width: '100%', minWidth: compact ? 0 : 560, tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <WeekdayHeader />
        <tbody onKeyDown={moveFocus}>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) =>
                day ? (
                  <DayCell
                    key={day}
                    day={day}
                    today={today}
                    selected={selected}
                    bookings={byDay.get(day) ?? []}
                    blocks={blocksByDay.get(day) ?? []}
                    colourOf={colourOf}
                    compact={compact}
                    onSelect={onSelect}
                    onAdd={onAdd}
                  />
                ) : (
                  <Box component="td" key={`empty-${index}`} sx={{ border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
