import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Control } from 'react-hook-form';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { translateMessage } from '../../../i18n';
import { errorMessage } from '../../../lib/httpError';
// The fleet list staff already use (same endpoint, same cache entry).
import { useGetStaffVehiclesQuery } from '../../staff-vehicles/api/staffVehiclesApi';
import type { Delivery, DeliveryBody } from '../api/types';
import {
  MAX_LOCATION_LENGTH,
  deliveryChanges,
  deliveryFormSchema,
  deliveryFormValues,
  newDeliveryDefaults,
  toDeliveryBody,
  type DeliveryFormInput,
  type DeliveryFormMessages,
  type DeliveryFormValues,
} from '../utils/deliveryForm';

/** The whole fleet fits one page of the staff list (at most 100). */
const VEHICLE_PAGE = { page: 1, limit: 100 } as const;

const MESSAGE_KEYS = [
  'vehicle',
  'date',
  'dateRange',
  'time',
  'fromRequired',
  'toRequired',
  'tooLong',
  'km',
  'kmDecimals',
  'kmTooLarge',
  'expense',
  'expenseDecimals',
  'expenseTooLarge',
] as const satisfies readonly (keyof DeliveryFormMessages)[];

interface VehicleFieldProps {
  control: Control<DeliveryFormInput>;
  disabled: boolean;
  /** The delivery being edited: its vehicle stays choosable even when it is no longer listed. */
  delivery: Delivery | null;
}

/** The fleet in a native select (phones show their own picker), sorted by name; inactive cars are marked. */
function VehicleField({ control, disabled, delivery }: VehicleFieldProps) {
  const { t } = useTranslation('staffDeliveries');
  const { data, error: loadError, isLoading } = useGetStaffVehiclesQuery(VEHICLE_PAGE);
  const vehicles = useMemo(() => [...(data?.items ?? [])].sort((a, b) => a.displayName.localeCompare(b.displayName)), [data]);
  const keepsUnlisted = delivery !== null && delivery.vehicleId !== null && !vehicles.some((vehicle) => vehicle.id === delivery.vehicleId);

  return (
    <Controller
      control={control}
      name="vehicleId"
      render={({ field, fieldState }) => {
        let helperText: string | undefined;
        if (fieldState.error?.message) helperText = fieldState.error.message;
        else if (loadError) helperText = t('form.vehiclesFailed', { message: translateMessage(errorMessage(loadError)) });
        else if (isLoading) helperText = t('form.vehiclesLoading');
        else if (!vehicles.length) helperText = t('form.noVehicles');
        return (
          <TextField
            select
            label={t('form.vehicle')}
            required
            fullWidth
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={helperText}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {delivery !== null && delivery.vehicleId === null ? (
              <option value="">{t('form.keepVehicle', { name: delivery.vehicleDelivered })}</option>
            ) : (
              <option value="" disabled>
                {t('form.chooseVehicle')}
              </option>
            )}
            {keepsUnlisted && <option value={String(delivery.vehicleId)}>{delivery.vehicleDelivered}</option>}
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={String(vehicle.id)}>
                {vehicle.isActive ? vehicle.displayName : t('form.inactive', { name: vehicle.displayName })}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}

interface DeliveryFormProps {
  formId: string;
  /** null: a new delivery. */
  delivery: Delivery | null;
  pending: boolean;
  onCreate: (body: DeliveryBody) => void;
  onEdit: (delivery: Delivery, changes: Partial<DeliveryBody>) => void;
  onClose: () => void;
}

function DeliveryForm({ formId, delivery, pending, onCreate, onEdit, onClose }: DeliveryFormProps) {
  const { t } = useTranslation('staffDeliveries');
  const schema = useMemo(() => {
    const messages = Object.fromEntries(MESSAGE_KEYS.map((key) => [key, t(`form.errors.${key}`)])) as Record<
      (typeof MESSAGE_KEYS)[number],
      string
    >;
    return deliveryFormSchema(messages, delivery === null || delivery.vehicleId !== null);
  }, [t, delivery]);
  const { control, handleSubmit } = useForm<DeliveryFormInput, unknown, DeliveryFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: delivery ? deliveryFormValues(delivery) : newDeliveryDefaults(),
  });

  const submit = handleSubmit((values) => {
    if (!delivery) {
      onCreate(toDeliveryBody(values));
      return;
    }
    const changes = deliveryChanges(delivery, values);
    if (Object.keys(changes).length === 0) onClose();
    else onEdit(delivery, changes);
  });

  const decimal = (adornment: { start?: string; end?: string }) => ({
    htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' },
    input: {
      startAdornment: adornment.start ? <InputAdornment position="start">{adornment.start}</InputAdornment> : undefined,
      endAdornment: adornment.end ? <InputAdornment position="end">{adornment.end}</InputAdornment> : undefined,
    },
  });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <VehicleField control={control} disabled={pending} delivery={delivery} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDateField
              control={control}
              name="date"
              label={t('form.date')}
              required
              fullWidth
              disabled={pending}
              min="2000-01-01"
              max="2100-12-31"
            />
            <FormTextField
              control={control}
              name="time"
              type="time"
              label={t('form.time')}
              helperText={t('form.timeHelp')}
              required
              fullWidth
              disabled={pending}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
            />
          </Stack>
          <FormTextField
            control={control}
            name="fromLocation"
            label={t('form.from')}
            placeholder={t('form.fromPlaceholder')}
            required
            fullWidth
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: MAX_LOCATION_LENGTH } }}
          />
          <FormTextField
            control={control}
            name="toLocation"
            label={t('form.to')}
            placeholder={t('form.toPlaceholder')}
            required
            fullWidth
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: MAX_LOCATION_LENGTH } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="totalKm"
              label={t('form.totalKm')}
              required
              fullWidth
              disabled={pending}
              slotProps={decimal({ end: 'km' })}
            />
            <FormTextField
              control={control}
              name="miscExpense"
              label={t('form.miscExpense')}
              helperText={t('form.miscExpenseHelp')}
              fullWidth
              disabled={pending}
              slotProps={decimal({ start: 'RM' })}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t(delivery ? 'form.submitEdit' : 'form.submitAdd')}
        pendingLabel={t('form.pending')}
      />
    </>
  );
}

export interface DeliveryFormDialogProps {
  /** 'new' for Add Delivery, a delivery for Edit, null when closed. */
  target: Delivery | 'new' | null;
  /** True while saving: the dialog cannot be closed. */
  pending: boolean;
  onCreate: (body: DeliveryBody) => void;
  onEdit: (delivery: Delivery, changes: Partial<DeliveryBody>) => void;
  onClose: () => void;
}

/**
 * Add Delivery and Edit Delivery: vehicle from the fleet, Kuala Lumpur date and time, from, to,
 * km and the misc expense in RM, checked as the server checks them. Full screen on phones; each
 * opening starts from the delivery (or now) again.
 */
export function DeliveryFormDialog({ target, pending, onCreate, onEdit, onClose }: DeliveryFormDialogProps) {
  const { t } = useTranslation('staffDeliveries');
  return (
    <ItemFormDialog
      item={target}
      pending={pending}
      onClose={onClose}
      title={(shown) => t(shown === 'new' ? 'form.addTitle' : 'form.editTitle')}
    >
      {(shown, formId) => {
        const delivery = shown === 'new' ? null : shown;
        return (
          <DeliveryForm
            key={delivery?.id ?? 'new'}
            formId={formId}
            delivery={delivery}
            pending={pending}
            onCreate={onCreate}
            onEdit={onEdit}
            onClose={onClose}
          />
        );
      }}
    </ItemFormDialog>
  );
}
