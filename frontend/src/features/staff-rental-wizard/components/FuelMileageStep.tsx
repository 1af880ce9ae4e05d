import { useId } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FuelLevelSlider, useFuelLevelText } from '../../../components/form/FuelLevelSlider';
import { translateMessage } from '../../../i18n';
import { WIZARD_MESSAGES, mileageInput, splitMessage } from '../utils/wizardGates';

export interface FuelMileageStepProps {
  fuelLevel: number;
  onFuelLevelChange: (level: number) => void;
  mileage: string;
  mileageInvalid: boolean;
  onMileageChange: (text: string) => void;
  disabled: boolean;
}

/** Step 2: fuel in eighths on a slider, and the odometer now. No call: both go with Finalize. */
export function FuelMileageStep({
  fuelLevel,
  onFuelLevelChange,
  mileage,
  mileageInvalid,
  onMileageChange,
  disabled,
}: FuelMileageStepProps) {
  const { t } = useTranslation('staffRentalWizard');
  const fuelLabelId = useId();
  const fuelText = useFuelLevelText();
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <Box>
        <Typography id={fuelLabelId} gutterBottom sx={{ fontWeight: 600 }}>
          {t('fuel.label')}
        </Typography>
        <FuelLevelSlider
          value={fuelLevel}
          onChange={onFuelLevelChange}
          labelledBy={fuelLabelId}
          disabled={disabled}
          data-testid="fuel-slider"
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="fuel-value">
          {t('fuel.current', { value: fuelText(fuelLevel) })}
        </Typography>
      </Box>
      <TextField
        label={t('fuel.mileage')}
        value={mileage}
        onChange={(event) => onMileageChange(mileageInput(event.target.value))}
        required
        fullWidth
        disabled={disabled}
        error={mileageInvalid}
        helperText={mileageInvalid ? translateMessage(splitMessage(WIZARD_MESSAGES.mileage).description) : t('fuel.mileageHelp')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7, 'data-testid': 'mileage-input' },
          input: { endAdornment: <InputAdornment position="end">{t('fuel.km')}</InputAdornment> },
        }}
      />
    </Stack>
  );
}
