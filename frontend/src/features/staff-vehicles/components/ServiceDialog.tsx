import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/form/DateField';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { translateError } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import { useRecordServiceMutation, useSetServiceScheduleMutation } from '../api/serviceApi';
import type { StaffVehicle } from '../api/types';
import { FIELD_PAIR, InlineFormCard } from './InlineFormCard';

const km = (value: number, locale: string) => `${value.toLocaleString(locale)} km`;
/** '' or a whole number typed: the field's text as the number it holds, or null when empty. */
const wholeOrNull = (text: string): number | null | 'invalid' => {
  if (text.trim() === '') return null;
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : 'invalid';
};

function ScheduleForm({ vehicle }: { vehicle: StaffVehicle }) {
  const { t } = useTranslation('staffVehicles');
  const { toast } = useToast();
  const [everyKm, setEveryKm] = useState(vehicle.service.everyKm?.toString() ?? '');
  const [everyMonths, setEveryMonths] = useState(vehicle.service.everyMonths?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useSetServiceScheduleMutation();
  const submit = async () => {
    const serviceEveryKm = wholeOrNull(everyKm);
    const serviceEveryMonths = wholeOrNull(everyMonths);
    if (serviceEveryKm === 'invalid' || serviceEveryMonths === 'invalid') return setProblem(t('service.wholeNumbers'));
    setProblem(null);
    try {
      await save({ vehicleId: vehicle.id, serviceEveryKm, serviceEveryMonths }).unwrap();
      toast({ title: t('service.scheduleSaved') });
    } catch (error) {
      setProblem(translateError(error));
    }
  };
  return (
    <InlineFormCard
      title={t('service.scheduleTitle')}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('service.saveSchedule')}
      pending={saving.isLoading}
      submitVariant="outlined"
    >
      <Box sx={FIELD_PAIR}>
        <TextField
          label={t('service.everyKm')}
          value={everyKm}
          onChange={(event) => setEveryKm(event.target.value)}
          placeholder="10000"
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 6 },
            input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
          }}
        />
        <TextField
          label={t('service.everyMonths')}
          value={everyMonths}
          onChange={(event) => setEveryMonths(event.target.value)}
          placeholder="6"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('service.scheduleHint')}
      </Typography>
    </InlineFormCard>
  );
}

function ServiceDoneForm({ vehicle }: { vehicle: StaffVehicle }) {
  const { t } = useTranslation('staffVehicles');
  const { toast } = useToast();
  const today = todayInKualaLumpur();
  const [servicedOn, setServicedOn] = useState(today);
  const [odometer, setOdometer] = useState(vehicle.odometerKm ? String(vehicle.odometerKm) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [record, recording] = useRecordServiceMutation();
  const submit = async () => {
    const odometerKm = wholeOrNull(odometer);
    if (!servicedOn || odometerKm === null || odometerKm === 'invalid') return setProblem(t('service.doneRequired'));
    setProblem(null);
    try {
      await record({ vehicleId: vehicle.id, servicedOn, odometerKm }).unwrap();
      toast({ title: t('service.recorded'), description: t('service.recordedDescription', { date: formatDate(servicedOn) }) });
    } catch (error) {
      setProblem(translateError(error));
    }
  };
  return (
    <InlineFormCard
      title={t('service.doneTitle')}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('service.record')}
      pending={recording.isLoading}
    >
      <Box sx={FIELD_PAIR}>
        <DateField label={t('service.doneOn')} value={servicedOn} onChange={setServicedOn} max={today} required />
        <TextField
          label={t('service.odometer')}
          value={odometer}
          onChange={(event) => setOdometer(event.target.value)}
          required
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 7 },
            input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
          }}
        />
      </Box>
    </InlineFormCard>
  );
}

export interface ServiceDialogProps {
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** A car's service schedule (by distance and/or months), when the next one is due, and a service done. */
export function ServiceDialog({ vehicle, onClose }: ServiceDialogProps) {
  const { t, i18n } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  const service = shown?.service;
  const next = [
    service?.nextServiceKm != null ? km(service.nextServiceKm, i18n.language) : null,
    service?.nextServiceOn ? formatDate(service.nextServiceOn) : null,
  ].filter(Boolean);
  return (
    <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('service.title', { name: shown?.displayName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        {shown && service && (
          <Stack spacing={2}>
            <Box>
              <Typography sx={{ fontWeight: 600, color: service.due ? 'warning.dark' : undefined }}>
                {service.due
                  ? t('service.due')
                  : next.length > 0
                    ? t('service.nextAt', { when: next.join(t('service.or')) })
                    : t('service.noSchedule')}
              </Typography>
              <Typography variant="body2">{t('service.odometerNow', { km: km(shown.odometerKm, i18n.language) })}</Typography>
              {service.lastServiceOn && service.lastServiceKm !== null && (
                <Typography variant="body2" color="text.secondary">
                  {t('service.last', { date: formatDate(service.lastServiceOn), km: km(service.lastServiceKm, i18n.language) })}
                </Typography>
              )}
            </Box>
            <ServiceDoneForm key={`done-${shown.id}`} vehicle={shown} />
            <ScheduleForm key={`schedule-${shown.id}`} vehicle={shown} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} sx={TAP_TARGET}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
