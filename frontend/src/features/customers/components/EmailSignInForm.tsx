import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormTextField } from '../../../components/form';
import { loginSchema, type CustomerLogin } from '../utils/loginSchema';
import { FormActions } from './FormActions';

export interface EmailSignInFormProps {
  defaultEmail: string;
  onSubmit: (values: CustomerLogin) => Promise<void>;
}

/** Step one of the customer sign-in: the e-mail only (customers have no password). */
export function EmailSignInForm({ defaultEmail, onSubmit }: EmailSignInFormProps) {
  const { t } = useTranslation('customers');
  const { control, handleSubmit, formState } = useForm<CustomerLogin>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="email"
        label={t('login.email')}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        required
        fullWidth
        autoFocus
      />
      <FormActions submitLabel={t('login.submit')} pendingLabel={t('login.pending')} pending={formState.isSubmitting} />
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('login.newHere')}{' '}
        <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 600 }}>
          {t('login.createAccount')}
        </Link>
      </Typography>
    </Stack>
  );
}
