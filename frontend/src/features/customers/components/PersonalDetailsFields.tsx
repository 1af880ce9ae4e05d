import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form';
import type { RegistrationInput } from '../utils/registrationSchema';

/** Name, contact details and IC/passport number, two columns from tablet width up. */
export function PersonalDetailsFields({ control }: { control: Control<RegistrationInput> }) {
  const { t } = useTranslation('registration');
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('personalDetails')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="fullName" label={t('fullName')} autoComplete="name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="phone"
            label={t('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="012-345 6789"
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="icPassportNumber"
            label={t('icPassportNumber')}
            placeholder="900101-14-5678"
            required
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="address"
            label={t('address')}
            autoComplete="street-address"
            multiline
            minRows={2}
            required
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="socialMediaHandle"
            label={t('socialMediaHandle')}
            placeholder={t('socialMediaPlaceholder')}
            fullWidth
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
