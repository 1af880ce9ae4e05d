import LoginIcon from '@mui/icons-material/Login';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { paths } from '../../../app/paths';
import { FormCard } from '../../../components/FormCard';
import { useToast } from '../../../components/toast';
import { useCustomerSignIn } from '../hooks/useCustomerSignIn';
import { readLoginScreenState, type LoginScreenState } from '../utils/loginState';
import { EmailSignInForm } from './EmailSignInForm';
import { SignInCodeForm } from './SignInCodeForm';
import { usePageTitle } from '../../../components/layout/usePageTitle';

/**
 * '/login': "Welcome Back". The e-mail step alone signs in when codes are off;
 * when the server answers that a code was e-mailed, the same screen asks for the code. The step
 * lives in history state: the code step is a new entry, so the browser's back button returns
 * to the e-mail.
 */
export function CustomerLoginScreen() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('customers');
  const { toast } = useToast();
  usePageTitle(t('login.submit'));
  const { requestSignIn, verifyCode } = useCustomerSignIn();
  const { data: config } = useGetPublicConfigQuery();
  const { email, codeSentMessage } = readLoginScreenState(state);

  const openStep = (next: LoginScreenState, replace = false) => navigate(paths.customerLogin, { state: next, replace });

  if (codeSentMessage !== null) {
    return (
      <FormCard icon={<LoginIcon />} title={t('login.title')} subtitle={t('login.codeSubtitle')}>
        <SignInCodeForm
          key={email}
          email={email}
          message={codeSentMessage}
          onVerify={(code) => verifyCode({ email, code })}
          onResend={async () => {
            const sent = await requestSignIn({ email });
            if (sent) toast({ title: t('login.codeSent'), description: sent.message });
            return sent !== null;
          }}
          onChangeEmail={() => openStep({ email, codeSentMessage: null }, true)}
        />
      </FormCard>
    );
  }

  return (
    <FormCard
      icon={<LoginIcon />}
      title={t('login.title')}
      subtitle={t(config?.customerSignInCode ? 'login.subtitleWithCode' : 'login.subtitle')}
    >
      <EmailSignInForm
        key={email}
        defaultEmail={email}
        onSubmit={async (values) => {
          const sent = await requestSignIn(values);
          if (sent) void openStep({ email: sent.email || values.email, codeSentMessage: sent.message });
        }}
      />
    </FormCard>
  );
}
