import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths';
import { CardListSkeleton } from '../../../components/PagedList';
import { FormTextField } from '../../../components/form';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useGetPrivacySettingsQuery, useSavePrivacyOfficerMutation, type PrivacySettings } from '../api/adminApi';
import { privacyOfficerOf, privacyOfficerSchema, type PrivacyOfficerForm } from '../utils/privacyOfficerSchema';
import { PanelLoadError } from './PanelLoadError';

/**
 * The data protection officer (PDPA 2010 as amended 2024) the public privacy notice names. Saved
 * without asking first: the notice shows the new contact at once and the change is logged.
 */
function PrivacyOfficerSection({ settings }: { settings: PrivacySettings }) {
  const { t } = useTranslation('admin', { keyPrefix: 'privacySettings' });
  const { toast } = useToast();
  const [save, saving] = useSavePrivacyOfficerMutation();
  const { control, handleSubmit, reset } = useForm<PrivacyOfficerForm>({
    resolver: zodResolver(privacyOfficerSchema),
    mode: 'onTouched',
    defaultValues: privacyOfficerOf(settings),
  });

  const submit = async (values: PrivacyOfficerForm) => {
    try {
      const saved = await save(values).unwrap();
      reset(privacyOfficerOf(saved));
      toast({ title: t('saved'), description: t('savedDescription', { name: saved.dpo?.name ?? values.name }) });
    } catch (error) {
      toast({ title: t('saveFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Box component="section" aria-labelledby="privacy-officer-heading">
      <Typography id="privacy-officer-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 640 }}>
        {t('hint', { path: paths.privacy })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('version', { version: settings.version })}
      </Typography>
      {!settings.dpo && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 2, maxWidth: 640 }}>
          {t('notSet')}
        </Typography>
      )}
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(submit)(event)} sx={{ maxWidth: 480 }}>
        <FormTextField
          control={control}
          name="name"
          label={t('name')}
          autoComplete="off"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('email')}
          type="email"
          autoComplete="off"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <FormTextField
          control={control}
          name="phone"
          label={t('phone')}
          helperText={t('phoneHint')}
          type="tel"
          autoComplete="off"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 24 } }}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving.isLoading} sx={TAP_TARGET}>
            {t('save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Privacy: whom the public notice tells customers to contact. Only the admin sets it. */
export function PrivacySettingsPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'privacySettings' });
  const { data, error, isLoading, isFetching, refetch } = useGetPrivacySettingsQuery();
  if (isLoading || (error && isFetching)) return <CardListSkeleton label={t('loading')} />;
  if (error || !data) return <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  return <PrivacyOfficerSection settings={data} />;
}
