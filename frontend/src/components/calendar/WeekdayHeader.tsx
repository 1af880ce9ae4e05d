import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { weekdayLabels } from './monthGrid';

const HEADER_CELL = { typography: 'caption', color: 'text.secondary', fontWeight: 600, pb: 0.5 } as const;

/** A month table's Sunday-first weekday names, in the reader's language. */
export function WeekdayHeader({ cellSx }: { cellSx?: SxProps<Theme> }) {
  return (
    <thead>
      <tr>
        {weekdayLabels().map((weekday) => (
          <Box component="th" key={weekday} scope="col" sx={[HEADER_CELL, ...(Array.isArray(cellSx) ? cellSx : cellSx ? [cellSx] : [])]}>
            {weekday}
          </Box>
        ))}
      </tr>
    </thead>
  );
}
