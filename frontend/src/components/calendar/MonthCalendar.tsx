import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visuallyHidden';
import { dayLabel, monthTitle, monthWeeks } from './monthGrid';
import { WeekdayHeader } from './WeekdayHeader';

export interface MonthCalendarProps {
  /** Any day of the month to show; usually today. */
  month: string;
  today: string;
  /** Days to mark, "YYYY-MM-DD". */
  highlighted: readonly string[];
  /** What a marked day means, e.g. "Active rental". */
  highlightLabel: string;
}

const CELL = { xs: 36, sm: 40 };

/** A compact Sunday-first month: today ringed, highlighted days filled, with a legend. */
export function MonthCalendar({ month, today, highlighted, highlightLabel }: MonthCalendarProps) {
  const { t } = useTranslation('staff');
  const marked = new Set(highlighted);
  const weeks = monthWeeks(month);
  return (
    <Box>
      <Box
        component="table"
        sx={{ width: '100%', borderCollapse: 'separate', borderSpacing: { xs: '2px', sm: '4px' }, tableLayout: 'fixed' }}
      >
        <Typography component="caption" variant="subtitle1" sx={{ fontWeight: 600, textAlign: 'left', pb: 1, captionSide: 'top' }}>
          {monthTitle(month)}
        </Typography>
        <WeekdayHeader />
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} />;
                const isToday = day === today;
                const isMarked = marked.has(day);
                return (
                  <Box component="td" key={day} sx={{ p: 0, textAlign: 'center' }} data-day={day}>
                    <Box
                      sx={{
                        mx: 'auto',
                        width: CELL,
                        maxWidth: '100%',
                        height: CELL,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        typography: 'body2',
                        fontWeight: isToday || isMarked ? 700 : 400,
                        bgcolor: isMarked ? 'primary.main' : 'transparent',
                        color: isMarked ? 'primary.contrastText' : 'text.primary',
                        outline: isToday ? '2px solid' : 'none',
                        outlineColor: isMarked ? 'secondary.main' : 'primary.main',
                        outlineOffset: isMarked ? 1 : -2,
                      }}
                    >
                      <span aria-hidden>{Number(day.slice(8))}</span>
                      <Box component="span" sx={visuallyHidden}>
                        {dayLabel(day)}
                        {isToday ? `, ${t('calendar.today').toLowerCase()}` : ''}
                        {isMarked ? `, ${highlightLabel.toLowerCase()}` : ''}
                      </Box>
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1.5, typography: 'caption', color: 'text.secondary' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: '50%', border: '2px solid', borderColor: 'primary.main' }} />
          {t('calendar.today')}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'primary.main' }} />
          {highlightLabel}
        </Box>
      </Box>
    </Box>
  );
}
