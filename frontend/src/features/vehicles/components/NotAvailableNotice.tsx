import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatDate } from '../../../lib/format';
import type { DateRange } from '../api/types';

/** 'Not Available', with the booked ranges when the server named them. */
export function NotAvailableNotice({ conflicts }: { conflicts: readonly DateRange[] }) {
  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>Not Available</AlertTitle>
      {conflicts.length > 0 ? (
        <>
          This vehicle is already booked on:
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {conflicts.map(({ startDate, endDate }) => (
              <li key={`${startDate}-${endDate}`}>
                {formatDate(startDate)} – {formatDate(endDate)}
              </li>
            ))}
          </Box>
          Please choose other dates.
        </>
      ) : (
        'This vehicle cannot be booked for those dates. Please choose other dates.'
      )}
    </Alert>
  );
}
