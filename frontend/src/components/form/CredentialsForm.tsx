import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { credentialsSchema, type Credentials } from '../../lib/validation';
import { FormTextField } from './FormTextField';

/** What a submit handler may do to the form: mark a field wrong, or clear it after success. */
export type CredentialsFormControls = Pick<UseFormReturn<Credentials>, 'setError' | 'reset'>;

export interface CredentialsFormProps {
  submitLabel: string;
  /** Button text while the request runs, e.g. "Signing In...". */
  pendingLabel: string;
  onSubmit: (values: Credentials, form: CredentialsFormControls) => Promise<void>;
  /** 'new-password' when creating an account, so browsers offer to generate one. */
  passwordAutoComplete?: 'current-password' | 'new-password';
  /** Extra content under the button, such as a back link. */
  footer?: ReactNode;
  /** The rules the values must meet; sign-in forms only need both fields filled. */
  schema?: typeof credentialsSchema;
  /** Shown under the password field until it has an error, e.g. the new-password rule. */
  passwordHint?: string;
  /** Shown under the username field until it has an error, e.g. how a new name is stored. */
  usernameHint?: string;
}

const EMPTY_CREDENTIALS: Credentials = { username: '', password: '' };

/** Username + password form used by the staff login, the admin login and Add Staff. */
export function CredentialsForm({
  submitLabel,
  pendingLabel,
  onSubmit,
  passwordAutoComplete = 'current-password',
  footer,
  schema = credentialsSchema,
  passwordHint,
  usernameHint,
}: CredentialsFormProps) {
  const { t } = useTranslation();
  const form = useForm<Credentials>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_CREDENTIALS,
  });
  const { control, handleSubmit, formState, setError, reset } = form;

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit((values) => onSubmit(values, { setError, reset }))}>
      <FormTextField
        control={control}
        name="username"
        label={t('credentials.username')}
        autoComplete="username"
        helperText={usernameHint}
        required
        fullWidth
      />
      <FormTextField
        control={control}
        name="password"
        label={t('credentials.password')}
        password
        autoComplete={passwordAutoComplete}
        helperText={passwordHint}
        required
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={formState.isSubmitting}
        startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {formState.isSubmitting ? pendingLabel : submitLabel}
      </Button>
      {footer}
    </Stack>
  );
}
