import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../visuallyHidden';

export interface BarDatum {
  /** Unique per bar, e.g. the date. */
  key: string;
  /** Full label for the tooltip and screen readers, e.g. "07/03/2026". */
  label: string;
  /** Short label under the axis, e.g. "07/03"; only every `axisLabelEvery`-th is shown. */
  axisLabel: string;
  value: number;
  /** The value as shown, e.g. "RM 120.00". */
  valueLabel: string;
}

export interface BarChartProps {
  /** The chart's accessible name, e.g. "Revenue by day, last 30 days". */
  title: string;
  data: readonly BarDatum[];
  /** Plot height in px. */
  height?: number;
  axisLabelEvery?: number;
  /** The highest value as shown at the top of the axis, e.g. "RM 1,200.00". */
  maxLabel?: string;
  /** Shown over the plot when every value is 0. */
  emptyLabel?: string;
}

/**
 * A small dependency-free bar chart drawn with CSS: it scales to any width (30 bars fit a 360 px
 * phone), and screen readers get it as a list of "label: value" items.
 */
export function BarChart({ title, data, height = 160, axisLabelEvery = 5, maxLabel, emptyLabel }: BarChartProps) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ position: 'relative', pt: 2.5 }}>
        {maxLabel && (
          <Typography variant="caption" color="text.secondary" aria-hidden sx={{ position: 'absolute', top: 0, left: 0, lineHeight: 1.6 }}>
            {maxLabel}
          </Typography>
        )}
        {max === 0 && emptyLabel && (
          <Typography
            variant="body2"
            color="text.secondary"
            aria-hidden
            sx={{ position: 'absolute', inset: 0, top: 20, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}
          >
            {emptyLabel}
          </Typography>
        )}
        <Box
          role="list"
          aria-label={title}
          sx={{
            height,
            display: 'flex',
            alignItems: 'stretch',
            gap: { xs: '2px', sm: '4px' },
            borderTop: '1px dashed',
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          {data.map((datum) => {
            const percent = max > 0 ? (datum.value / max) * 100 : 0;
            return (
              <Tooltip key={datum.key} title={`${datum.label}: ${datum.valueLabel}`} describeChild disableInteractive>
                <Box
                  role="listitem"
                  sx={{
                    flex: '1 1 0',
                    minWidth: 0,
                    display: 'flex',
                    alignItems: 'flex-end',
                    '&:hover > span:first-of-type': { bgcolor: 'primary.dark' },
                  }}
                >
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      display: 'block',
                      width: '100%',
                      height: `${percent}%`,
                      // Days without revenue still show a sliver, so the 30 days read as a timeline.
                      minHeight: datum.value > 0 ? '3px' : '1px',
                      bgcolor: datum.value > 0 ? 'primary.main' : 'divider',
                      borderRadius: '3px 3px 0 0',
                      transition: 'height 200ms ease-out',
                    }}
                  />
                  <Box component="span" sx={visuallyHidden}>
                    {datum.label}: {datum.valueLabel}
                  </Box>
                </Box>
              </Tooltip>
            );
          })}
        </Box>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: { xs: '2px', sm: '4px' }, mt: 0.5 }}>
        {data.map((datum, index) => (
          <Box key={datum.key} sx={{ flex: '1 1 0', minWidth: 0, position: 'relative', height: 18 }}>
            {/* Counted back from the newest bar, so the last day is always labelled and labels never collide. */}
            {(data.length - 1 - index) % axisLabelEvery === 0 && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  whiteSpace: 'nowrap',
                  fontSize: '0.7rem',
                  // Centred under its bar; the outermost labels align with the chart's edges instead.
                  ...(index === data.length - 1
                    ? { right: 0 }
                    : index === 0
                      ? { left: 0 }
                      : { left: '50%', transform: 'translateX(-50%)' }),
                }}
              >
                {datum.axisLabel}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
