import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormImageField } from '../../../components/form';
import { DOCUMENTS, type RegistrationInput } from '../utils/registrationSchema';

export interface DocumentUploadsProps {
  control: Control<RegistrationInput>;
  disabled: boolean;
}

/** The three identity documents registration needs, one upload tile each. */
export function DocumentUploads({ control, disabled }: DocumentUploadsProps) {
  const { t } = useTranslation('registration');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('documents.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('documents.description')}
        </Typography>
      </div>
      <Grid container spacing={2}>
        {DOCUMENTS.map(({ name }) => (
          <Grid key={name} size={{ xs: 12, md: 4 }}>
            <FormImageField
              control={control}
              name={name}
              label={t(`documents.${name}.label`)}
              hint={t(`documents.${name}.hint`)}
              required
              disabled={disabled}
            />
          </Grid>
        ))}
      </Grid>
      <Alert severity="info" variant="outlined" role="note">
        {t('documents.note')}
      </Alert>
    </Stack>
  );
}
