import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { RentalView } from '../../../api/types';
import { overdueRentalsPath } from '../../../app/paths';
import { formatDateTime } from '../../../lib/format';
import { DashboardCard } from './DashboardCard';

/** Cars still out past their return time: how many, the longest overdue, each a link to the overdue list. */
export function OverdueRentals({ count, rentals }: { count: number; rentals: RentalView[] }) {
  const { t } = useTranslation('staffDashboard');
  return (
    <DashboardCard id="overdue" title={t('overdue.title')}>
      {count === 0 ? (
        <Typography color="text.secondary">{t('overdue.none')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ color: 'error.main', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <AlarmIcon fontSize="small" aria-hidden />
            {t('overdue.count', { count })}
          </Typography>
          <List dense disablePadding>
            {rentals.map((rental) => (
              <ListItemButton
                key={rental.id}
                component={RouterLink}
                to={overdueRentalsPath}
                aria-label={t('overdue.rental', { id: rental.id })}
                sx={{ minHeight: 44, borderRadius: 1, px: 1 }}
              >
                <ListItemText
                  primary={`${rental.customerName || t('recent.unknownCustomer')} · ${rental.vehicleDisplayName}`}
                  secondary={rental.overdueSince ? t('overdue.dueBack', { when: formatDateTime(rental.overdueSince) }) : null}
                  slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
            ))}
          </List>
          <Button
            component={RouterLink}
            to={overdueRentalsPath}
            variant="outlined"
            color="error"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          >
            {t('overdue.viewAll')}
          </Button>
        </Stack>
      )}
    </DashboardCard>
  );
}
