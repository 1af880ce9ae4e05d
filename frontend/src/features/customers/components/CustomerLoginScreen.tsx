import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormCard } from '../../../components/FormCard';
import { FormTextField } from '../../../components/form';
import { useCustomerSignIn } from '../hooks/useCustomerSignIn';
import { loginSchema, type CustomerLogin } from '../utils/loginSchema';
import { FormActions } from './FormActions';

/** The registration screen passes the new customer's e-mail along, so signing in is one tap. */
function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string') {
    return state.email;
  }
  return '';
}

/** '/login': customer sign-in by e-mail only (SPEC.md section 2, "Welcome Back"). */
export function CustomerLoginScreen() {
  const { state } = useLocation();
  const signIn = useCustomerSignIn();
  const { control, handleSubmit, formState } = useForm<CustomerLogin>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: emailFromState(state) },
  });

  return (
    <FormCard icon={<LoginIcon />} title="Welcome Back" subtitle="Sign in with the e-mail address you registered with.">
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(signIn)}>
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          fullWidth
          autoFocus
        />
        <FormActions submitLabel="Sign In" pendingLabel="Signing In..." pending={formState.isSubmitting} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New here?{' '}
          <Link component={RouterLink} to={paths.register} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}
