import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import RefreshIcon from '@mui/icons-material/Refresh';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form';
import { translateMessage } from '../../../i18n';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useCountdown } from '../../../components/useCountdown';
import { signInCodeSchema, type SignInCodeInput, type SignInCodeValues } from '../utils/loginSchema';
import { FormActions } from './FormActions';

/** Seconds before another code may be asked for: long enough for the first e-mail to arrive. */
export const RESEND_COOLDOWN_SECONDS = 30;

/** The code reads best large and spaced out; numeric keypad and one-time-code autofill on phones. */
const CODE_INPUT = {
  htmlInput: {
    inputMode: 'numeric' as const,
    pattern: '[0-9]*',
    autoCapitalize: 'off',
    spellCheck: false,
    style: { fontSize: '1.5rem', letterSpacing: '0.4em', textAlign: 'center' as const },
  },
};

export interface SignInCodeFormProps {
  /** Where the code was sent. */
  email: string;
  /** The server's note about the code (how long it is valid). */
  message: string;
  /** Resolves true once signed in. */
  onVerify: (code: string) => Promise<boolean>;
  /** Asks for another code; resolves true when one was sent. */
  onResend: () => Promise<boolean>;
  onChangeEmail: () => void;
}

/** Step two of the customer sign-in when codes are on: the 6 digits from the e-mail. */
export function SignInCodeForm({ email, message, onVerify, onResend, onChangeEmail }: SignInCodeFormProps) {
  const { t } = useTranslation('customers');
  const { control, handleSubmit, formState, setFocus } = useForm<SignInCodeInput, unknown, SignInCodeValues>({
    resolver: zodResolver(signInCodeSchema),
    defaultValues: { code: '' },
  });
  const cooldown = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [resending, setResending] = useState(false);

  const verify = handleSubmit(async ({ code }) => {
    // A wrong code stays selected, so the next attempt simply types over it.
    if (!(await onVerify(code))) setFocus('code', { shouldSelect: true });
  });

  const resend = async () => {
    setResending(true);
    try {
      if (await onResend()) cooldown.restart();
    } finally {
      setResending(false);
    }
  };

  const busy = formState.isSubmitting || resending;
  const waiting = cooldown.remaining > 0;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={verify}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
        <MarkEmailReadIcon color="primary" sx={{ mt: 0.25 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('login.codeSentTo')}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{email}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
            {translateMessage(message)}
          </Typography>
        </Box>
      </Box>
      <FormTextField
        control={control}
        name="code"
        label={t('login.code')}
        autoComplete="one-time-code"
        helperText={t('login.codeHint')}
        required
        fullWidth
        autoFocus
        slotProps={CODE_INPUT}
      />
      <FormActions submitLabel={t('login.submit')} pendingLabel={t('login.pending')} pending={formState.isSubmitting} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          onClick={() => void resend()}
          disabled={busy || waiting}
          startIcon={resending ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          sx={TAP_TARGET}
        >
          {resending ? t('login.sending') : waiting ? t('login.resendIn', { seconds: cooldown.remaining }) : t('login.resend')}
        </Button>
        <Button onClick={onChangeEmail} disabled={busy} startIcon={<EditIcon />} sx={TAP_TARGET}>
          {t('login.changeEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}
