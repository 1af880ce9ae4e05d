import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { FormCard } from '../../../components/FormCard';
import { useToast } from '../../../components/toast';
import { useRegisterCustomer } from '../hooks/useRegisterCustomer';
import { firstMissingDocument, registrationSchema, type Registration, type RegistrationInput } from '../utils/registrationSchema';
import { DocumentUploads } from './DocumentUploads';
import { FormActions } from './FormActions';
import { PersonalDetailsFields } from './PersonalDetailsFields';
import { PrivacyConsentField } from './PrivacyConsentField';
import { UploadProgress } from '../../../components/files/UploadProgress';
import { usePageTitle } from '../../../components/layout/usePageTitle';

const EMPTY_REGISTRATION: Partial<RegistrationInput> = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  icPassportNumber: '',
  socialMediaHandle: '',
  privacyConsent: false,
};

/** '/register': "Let's start your Rental Journey". */
export function RegistrationScreen() {
  const { t } = useTranslation('registration');
  usePageTitle(t('pageTitle'));
  const { toast } = useToast();
  const { submit, progress } = useRegisterCustomer();
  const { control, handleSubmit, formState, getValues, setError } = useForm<RegistrationInput, unknown, Registration>({
    resolver: zodResolver(registrationSchema),
    mode: 'onChange',
    defaultValues: EMPTY_REGISTRATION,
  });

  // Every missing upload is already marked by the schema; the toast names the first one.
  const onInvalid = () => {
    const missing = firstMissingDocument(getValues());
    if (missing) {
      toast({ title: t('missingFile'), description: missing.missingMessage, variant: 'destructive' });
    }
  };

  const submitting = formState.isSubmitting;
  return (
    <FormCard icon={<PersonAddIcon />} title={t('title')} subtitle={t('subtitle')} maxWidth={860}>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit((values) => submit(values, setError), onInvalid)}>
        <PersonalDetailsFields control={control} />
        <Divider />
        <DocumentUploads control={control} disabled={submitting} />
        <Divider />
        <PrivacyConsentField control={control} disabled={submitting} />
        {progress !== null && (
          <UploadProgress
            percent={progress}
            labels={{
              sending: t('uploading'),
              saving: t('processing'),
              progress: t('progressLabel'),
            }}
          />
        )}
        <FormActions submitLabel={t('submit')} pendingLabel={t('pending')} pending={submitting} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('haveAccount')}{' '}
          <Link component={RouterLink} to={paths.customerLogin} sx={{ fontWeight: 600 }}>
            {t('signIn')}
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}
