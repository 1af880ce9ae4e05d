import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { FormImageField } from '../../../components/form';
import { DOCUMENTS, type RegistrationInput } from '../utils/registrationSchema';

export interface DocumentUploadsProps {
  control: Control<RegistrationInput>;
  disabled: boolean;
}

/** The three identity documents SPEC.md section 2 asks for, one upload tile each. */
export function DocumentUploads({ control, disabled }: DocumentUploadsProps) {
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Identity documents
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Clear photos of each document (JPEG, PNG or WebP, up to 10 MB each).
        </Typography>
      </div>
      <Grid container spacing={2}>
        {DOCUMENTS.map((document) => (
          <Grid key={document.name} size={{ xs: 12, md: 4 }}>
            <FormImageField
              control={control}
              name={document.name}
              label={document.label}
              hint={document.hint}
              required
              disabled={disabled}
            />
          </Grid>
        ))}
      </Grid>
      <Alert severity="info" variant="outlined" role="note">
        Images are automatically compressed and watermarked.
      </Alert>
    </Stack>
  );
}
