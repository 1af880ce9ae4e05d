import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Schema } from '../../../api/types';
import { paths, vehicleCompliancePath } from '../../../app/paths';
import { complianceColor, complianceDueText } from '../../../components/compliance/complianceText';
import { DashboardCard } from './DashboardCard';

/** Road tax, insurance, inspection and permits that lapse within 30 days or already have: each a link to renew it. */
export function ComplianceDue({ compliance }: { compliance: Schema<'ExpiringComplianceGroup'> }) {
  const { t } = useTranslation('staffDashboard');
  const { t: common } = useTranslation('common');
  return (
    <DashboardCard id="compliance" title={t('compliance.title')}>
      {compliance.total === 0 ? (
        <Typography color="text.secondary">{t('compliance.none')}</Typography>
      ) : (
        <Stack spacing={1}>
          <Typography sx={{ color: 'warning.dark', fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <EventBusyIcon fontSize="small" aria-hidden />
            {t('compliance.count', { count: compliance.total })}
          </Typography>
          <List dense disablePadding>
            {compliance.items.map((item) => {
              const color = complianceColor(item.daysLeft);
              return (
                <ListItemButton
                  key={`${item.vehicleId}-${item.kind}`}
                  component={RouterLink}
                  to={vehicleCompliancePath(item.vehicleId)}
                  sx={{ minHeight: 44, borderRadius: 1, px: 1 }}
                >
                  <ListItemText
                    primary={item.vehicleDisplayName}
                    secondary={complianceDueText(common, item)}
                    slotProps={{
                      primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                      secondary: { sx: { color: color === 'default' ? 'text.secondary' : `${color}.main`, fontWeight: 500 } },
                    }}
                  />
                </ListItemButton>
              );
            })}
          </List>
          <Button
            component={RouterLink}
            to={`${paths.staff}?tab=vehicles`}
            variant="outlined"
            sx={{ minHeight: 44, alignSelf: 'flex-start' }}
          >
            {t('compliance.viewAll')}
          </Button>
        </Stack>
      )}
    </DashboardCard>
  );
}
