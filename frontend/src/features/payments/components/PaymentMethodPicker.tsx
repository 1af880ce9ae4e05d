import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../api/types';

/**
 * The payment method as radio cards: DuitNow QR is the one available; Card and
 * BillPlz are shown 'Coming soon' and cannot be chosen, so the value is always 'qr'.
 */
export function PaymentMethodPicker({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('payments');
  const id = useId();
  const legendId = `${id}-legend`;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" id={legendId} sx={{ mb: 1, p: 0 }}>
        {t('form.method')}
      </Typography>
      <RadioGroup
        value="qr"
        name="paymentMethod"
        aria-labelledby={legendId}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {PAYMENT_METHODS.map((method) => {
          const available = method === 'qr';
          const hintId = `${id}-${method}-hint`;
          return (
            <Paper
              key={method}
              variant="outlined"
              sx={{
                px: 1.5,
                py: 1,
                display: 'grid',
                gap: 0.5,
                borderColor: available ? 'primary.main' : 'divider',
                borderWidth: available ? 2 : 1,
                bgcolor: available ? 'rgba(13, 71, 161, 0.04)' : 'action.hover',
              }}
            >
              <FormControlLabel
                value={method}
                disabled={disabled || !available}
                control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                label={t(`methods.${method}`)}
                sx={{ m: 0, minHeight: 44, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
              />
              <Box id={hintId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pl: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {t(`methods.${method}Hint`)}
                </Typography>
                {!available && <Chip label={t('form.comingSoon')} size="small" variant="outlined" />}
              </Box>
            </Paper>
          );
        })}
      </RadioGroup>
    </Box>
  );
}
