import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TAP_TARGET } from '../../../components/tapTarget';
import type { WizardRental } from '../api/types';
import { WIZARD_STEPS } from '../utils/wizardGates';
import { DASHBOARD_RENTALS } from './dashboardLink';

/** The wizard's h1 and what it is for: vehicle, customer and 'Step n of 5'. */
export function WizardHeader({ rental, step }: { rental: WizardRental; step: number }) {
  const { t } = useTranslation('staffRentalWizard');
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        justifyContent: 'space-between',
        gap: 2,
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 600, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="wizard-rental">
          {t('rentalNumber', { id: rental.id })} · {rental.vehicleDisplayName} · {rental.customerName}
        </Typography>
        <Chip
          label={t('stepOf', { step: step + 1, total: WIZARD_STEPS.length })}
          color="primary"
          variant="outlined"
          size="small"
          sx={{ mt: 1, fontWeight: 600 }}
          data-testid="wizard-step-count"
        />
      </Box>
      <Button
        variant="outlined"
        component={RouterLink}
        to={DASHBOARD_RENTALS}
        startIcon={<ArrowBackIcon />}
        sx={{ ...TAP_TARGET, flexShrink: 0 }}
      >
        {t('backToDashboard')}
      </Button>
    </Box>
  );
}
