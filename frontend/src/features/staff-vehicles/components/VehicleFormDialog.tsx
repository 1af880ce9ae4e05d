import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormTextField } from '../../../components/form';
import { FormDateField } from '../../../components/form/FormDateField';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { VEHICLE_CATEGORIES, type StaffVehicle } from '../api/types';
import { useSaveVehicle } from '../hooks/useSaveVehicle';
import {
  EMPTY_VEHICLE_FORM,
  VEHICLE_FORM_MESSAGES,
  vehicleFormSchema,
  vehicleToForm,
  type VehicleFormInput,
  type VehicleFormValues,
} from '../utils/vehicleForm';
import { VehiclePhotoField } from './VehiclePhotoField';

/** Amounts in RM: a decimal keyboard on phones and the currency in front. */
const RINGGIT_INPUT = {
  htmlInput: { inputMode: 'decimal' as const },
  input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
};

export interface VehicleFormDialogProps {
  open: boolean;
  /** The vehicle being edited; null adds a new one. */
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

interface VehicleFormProps {
  vehicle: StaffVehicle | null;
  onClose: () => void;
  formId: string;
  saver: ReturnType<typeof useSaveVehicle>;
}

function VehicleForm({ vehicle, onClose, formId, saver: { save, saving } }: VehicleFormProps) {
  const { control, handleSubmit, setError, watch } = useForm<VehicleFormInput, unknown, VehicleFormValues>({
    resolver: zodResolver(vehicleFormSchema),
    mode: 'onTouched',
    defaultValues: vehicle ? vehicleToForm(vehicle) : EMPTY_VEHICLE_FORM,
  });
  const { t } = useTranslation(['staffVehicles', 'common', 'vehicles']);

  const submit = handleSubmit(async (values) => {
    const outcome = await save(values, vehicle);
    if (outcome === 'saved') onClose();
    else if (outcome === 'name-taken') setError('name', { message: VEHICLE_FORM_MESSAGES.nameTaken }, { shouldFocus: true });
  });

  return (
    <>
      <DialogContent dividers>
        <Grid container spacing={2} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <Grid size={12}>
            <FormTextField control={control} name="name" label={t('form.name')} required fullWidth helperText={t('form.nameHelp')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="make" label={t('form.make')} required fullWidth placeholder="Perodua" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="model" label={t('form.model')} required fullWidth placeholder="Myvi" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {/* A native select: phones show their own picker, and MUI's menu stays out of the bundle. */}
            <FormTextField
              control={control}
              name="category"
              select
              label={t('form.category')}
              required
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {t('form.chooseCategory')}
              </option>
              {VEHICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`vehicles:categories.${category}`)}
                </option>
              ))}
            </FormTextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="plateIdentifier"
              label={t('form.plate')}
              fullWidth
              placeholder="WXY"
              helperText={t('form.plateHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="color" label={t('form.colour')} fullWidth placeholder="Granite Grey" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="mileageLimit"
              label={t('form.mileage')}
              type="number"
              fullWidth
              placeholder="300"
              helperText={t('form.mileageHelp')}
              slotProps={{
                htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormDateField
              control={control}
              name="registrationDate"
              label={t('form.registrationDate')}
              fullWidth
              helperText={t('form.registrationDateHelp')}
              max={todayInKualaLumpur()}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="dailyRate" label={t('form.dailyRate')} required fullWidth slotProps={RINGGIT_INPUT} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="deposit" label={t('form.deposit')} required fullWidth slotProps={RINGGIT_INPUT} />
          </Grid>
          {(['weekendRate', 'weeklyRate', 'monthlyRate'] as const).map((name) => (
            <Grid key={name} size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name={name}
                label={t(`form.${name}`)}
                helperText={t(`form.${name}Help`)}
                fullWidth
                slotProps={RINGGIT_INPUT}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <FormControlLabel
                  label={t('form.active')}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      color="success"
                    />
                  }
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="photoUrl"
              render={({ field }) => (
                <VehiclePhotoField photoUrl={field.value} onChange={field.onChange} disabled={saving} vehicleName={watch('name')} />
              )}
            />
          </Grid>
        </Grid>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={saving}
        onCancel={onClose}
        submitLabel={vehicle ? t('form.save') : t('form.add')}
        pendingLabel={t('form.saving')}
      />
    </>
  );
}

/** Add or edit a vehicle (its details plus daily rate and deposit). */
export function VehicleFormDialog({ open, vehicle, onClose }: VehicleFormDialogProps) {
  const { t } = useTranslation('staffVehicles');
  // Held here, so the dialog cannot be dismissed while a save runs.
  const saver = useSaveVehicle();
  return (
    <FormDialog
      open={open}
      pending={saver.saving}
      onClose={onClose}
      title={vehicle ? t('form.editTitle', { name: vehicle.displayName }) : t('form.addTitle')}
    >
      {/* The key covers switching vehicles while open; each opening starts from the saved values. */}
      {(formId) => <VehicleForm key={vehicle?.id ?? 'new'} vehicle={vehicle} onClose={onClose} formId={formId} saver={saver} />}
    </FormDialog>
  );
}
