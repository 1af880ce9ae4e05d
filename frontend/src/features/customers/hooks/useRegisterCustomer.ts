import { useEffect, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useToast } from '../../../components/toast';
import { useSession } from '../../../lib/session';
import { registerCustomer } from '../api/registerCustomer';
import { isSignInCodeSent } from '../api/types';
import type { LoginScreenState } from '../utils/loginState';
import { toRegistrationFormData, type Registration, type RegistrationInput } from '../utils/registrationSchema';
import { placeServerMessages } from '../utils/serverMessages';
import { translateError } from '../../../i18n';

export interface RegisterCustomer {
  submit: (values: Registration, setError: UseFormSetError<RegistrationInput>) => Promise<void>;
  /** Upload progress 0-100 while a registration is being sent, else null. */
  progress: number | null;
}

/**
 * Sends the registration with upload progress. On success: 'Registration Successful!' and the
 * customer login, with the e-mail filled in; when the account waits for an e-mailed code, the
 * login opens at the code step for that e-mail (entering the code activates the account and
 * signs in). On failure: the server's messages go under the
 * fields they belong to, and a 'Registration Failed' toast carries the message (every
 * failure shows one, which also helps when the field is scrolled out of view).
 */
export function useRegisterCustomer(): RegisterCustomer {
  const [progress, setProgress] = useState<number | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const { token } = useSession();
  const { t } = useTranslation('registration');
  const { toast } = useToast();
  const navigate = useNavigate();

  // Leaving the screen mid-upload stops the upload.
  useEffect(() => () => abortRef.current?.abort(), []);

  const submit: RegisterCustomer['submit'] = async (values, setError) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const result = await registerCustomer(toRegistrationFormData(values), {
        onProgress: setProgress,
        signal: controller.signal,
        token,
      });
      const next: LoginScreenState = isSignInCodeSent(result)
        ? { email: result.email, codeSentMessage: result.message }
        : { email: values.email, codeSentMessage: null };
      toast({
        title: t('success'),
        description: next.codeSentMessage ? t('codeSent', { email: next.email }) : t('created'),
      });
      void navigate(paths.customerLogin, { state: next });
    } catch (error) {
      if (controller.signal.aborted) return;
      const { fieldErrors } = placeServerMessages(error);
      fieldErrors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
    }
  };

  return { submit, progress };
}
