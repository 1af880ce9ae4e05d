import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/useIsPhone';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { WIZARD_STEPS } from '../utils/wizardGates';

/**
 * The five steps. On a phone only the numbered circles show (the open step's name is the heading
 * under it); screen readers still hear every step's name.
 */
export function WizardStepper({ step }: { step: number }) {
  const { t } = useTranslation('staffRentalWizard');
  const isPhone = useIsPhone();
  return (
    <Box component="nav" aria-label={t('stepperLabel')} sx={{ mb: 3 }}>
      <Stepper activeStep={step} alternativeLabel={!isPhone}>
        {WIZARD_STEPS.map((id, index) => (
          <Step key={id} completed={index < step} aria-current={index === step ? 'step' : undefined}>
            <StepLabel slotProps={{ label: { sx: isPhone ? visuallyHidden : undefined } }}>{t(`steps.${id}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
