import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../../components/PagedList';
import { FormTextField } from '../../../components/form';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { useGetBookingSettingsQuery, useSaveBookingSettingsMutation, type BookingSettings } from '../api/adminApi';
import {
  bookingSettingsFormOf,
  bookingSettingsSchema,
  type BookingSettingsFormInput,
  type BookingSettingsFormValues,
} from '../utils/bookingSettingsSchema';
import { PanelLoadError } from './PanelLoadError';

/**
 * The hours a car rests between rentals. Saved without asking first: it only shapes bookings made
 * from now on and is set back just as easily, so nothing is lost by a slip.
 */
function TurnaroundSection({ settings }: { settings: BookingSettings }) {
  const { t } = useTranslation('admin', { keyPrefix: 'bookingSettings.turnaround' });
  const { toast } = useToast();
  const [save, saving] = useSaveBookingSettingsMutation();
  const { control, handleSubmit, reset } = useForm<BookingSettingsFormInput, unknown, BookingSettingsFormValues>({
    resolver: zodResolver(bookingSettingsSchema),
    mode: 'onTouched',
    defaultValues: bookingSettingsFormOf(settings),
  });

  const submit = async (values: BookingSettingsFormValues) => {
    try {
      const saved = await save(values).unwrap();
      reset(bookingSettingsFormOf(saved));
      const hours = saved.turnaroundHours;
      toast({
        title: t('saved'),
        description: hours === 0 ? t('savedDescriptionNone') : t('savedDescription', { count: hours }),
      });
    } catch (error) {
      toast({ title: t('saveFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Box component="section" aria-labelledby="turnaround-heading">
      <Typography id="turnaround-heading" variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 640 }}>
        {t('hint')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void handleSubmit(submit)(event)} sx={{ maxWidth: 320 }}>
        <FormTextField
          control={control}
          name="turnaroundHours"
          label={t('label')}
          helperText={t('fieldHint')}
          autoComplete="off"
          // A text input, not type="number": a stray "1.5" or "e" reaches the schema and gets its message.
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required
          fullWidth
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

/** Booking rules: how every booking path spaces a car's rentals. Only the admin sets them. */
export function BookingSettingsPanel() {
  const { t } = useTranslation('admin', { keyPrefix: 'bookingSettings' });
  const { data, error, isLoading, isFetching, refetch } = useGetBookingSettingsQuery();
  if (isLoading || (error && isFetching)) return <CardListSkeleton label={t('loading')} />;
  if (error || !data) return <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  return <TurnaroundSection settings={data} />;
}
