import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { RentalView } from '../../../api/types';
import { RentalStatusChip } from '../../../components/RentalStatusChip';
import { formatDate, formatRM } from '../../../lib/format';
import { DashboardCard } from './DashboardCard';

const datesOf = (rental: RentalView) => `${formatDate(rental.startDate)} – ${formatDate(rental.endDate)}`;

function RentalCards({ rentals }: { rentals: RentalView[] }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <Stack spacing={1.25}>
      {rentals.map((rental) => (
        <Card key={rental.id} variant="outlined" component="article" aria-label={t('recent.rental', { id: rental.id })}>
          <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
              <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                {rental.customerName || t('recent.unknownCustomer')}
              </Typography>
              <RentalStatusChip status={rental.status} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {rental.vehicleDisplayName}
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {datesOf(rental)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {formatRM(rental.grandTotal)}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

function RentalTable({ rentals }: { rentals: RentalView[] }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <TableContainer>
      <Table size="small" aria-label={t('recent.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('recent.customer')}</TableCell>
            <TableCell>{t('recent.vehicle')}</TableCell>
            <TableCell>{t('recent.dates')}</TableCell>
            <TableCell align="right">{t('recent.total')}</TableCell>
            <TableCell>{t('recent.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rentals.map((rental) => (
            <TableRow key={rental.id}>
              <TableCell sx={{ fontWeight: 600 }}>{rental.customerName || t('recent.unknownCustomer')}</TableCell>
              <TableCell>{rental.vehicleDisplayName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{datesOf(rental)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatRM(rental.grandTotal)}
              </TableCell>
              <TableCell>
                <RentalStatusChip status={rental.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The 5 newest rentals: a table on wide screens, cards below the md breakpoint. */
export function RecentRentals({ rentals }: { rentals: RentalView[] }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { t } = useTranslation('staffDashboard');
  return (
    <DashboardCard id="recent-rentals" title={t('recent.title')}>
      {rentals.length === 0 ? (
        <Typography color="text.secondary">{t('recent.empty')}</Typography>
      ) : narrow ? (
        <RentalCards rentals={rentals} />
      ) : (
        <RentalTable rentals={rentals} />
      )}
    </DashboardCard>
  );
}
