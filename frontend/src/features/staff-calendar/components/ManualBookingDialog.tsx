import { useEffect, useId, useMemo, useState, type Ref } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormDateField, FormTextField } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { translateMessage } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
// The customers and vehicles lists staff already use (same endpoints, same cache entries).
import { useGetStaffCustomersQuery } from '../../staff-customers/api/staffCustomersApi';
import type { StaffCustomer } from '../../staff-customers/api/types';
import { useGetStaffVehiclesQuery } from '../../staff-vehicles/api/staffVehiclesApi';
import { useCreateManualBookingMutation } from '../api/manualBookingApi';
import { useComplianceOverride } from '../../../components/compliance/useComplianceOverride';
import {
  MAX_NOTES_LENGTH,
  TIME_PATTERN,
  estimateBooking,
  manualBookingDefaults,
  manualBookingSchema,
  serverMessageFields,
  toManualBookingBody,
  type ManualBookingFormInput,
  type ManualBookingFormValues,
} from '../utils/manualBookingForm';

/** How long the customer search rests before the server is asked. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
/** The customer search: the first 20 matches (GET /api/staff/customers?search=&limit=20). */
const CUSTOMER_RESULTS = 20;
/** The server's bound on the search text. */
const MAX_SEARCH_LENGTH = 100;
/** The whole fleet in one page (the server's largest); only the active vehicles are offered. */
const VEHICLE_PAGE = { page: 1, limit: 100 } as const;

/** 44 px options in the customer list (a tap target on phones). */
const OPTION_SX = { '& .MuiAutocomplete-option': { minHeight: 44 } } as const;

interface CustomerFieldProps {
  value: StaffCustomer | null;
  onChange: (customer: StaffCustomer | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** The zod message, English. */
  error?: string;
  disabled: boolean;
}

/**
 * A customer found by name, e-mail, phone or id on the server. Blacklisted customers are listed
 * (staff can see why they are missing) but cannot be chosen: the server would refuse them.
 */
function CustomerField({ value, onChange, onBlur, inputRef, error, disabled }: CustomerFieldProps) {
  const { t } = useTranslation('staffCalendar');
  const [listOpen, setListOpen] = useState(false);
  const [inputValue, setInputValue] = useState('');
  const [search, setSearch] = useState('');
  const wanted = search.trim().slice(0, MAX_SEARCH_LENGTH);
  const settled = useDebouncedValue(wanted, CUSTOMER_SEARCH_DEBOUNCE_MS);
  const {
    data,
    error: loadError,
    isFetching,
  } = useGetStaffCustomersQuery({ search: settled, page: 1, limit: CUSTOMER_RESULTS }, { skip: !listOpen });
  const found = data?.items ?? [];
  // The chosen customer stays an option while a new search's results are shown.
  const options = value && !found.some((customer) => customer.id === value.id) ? [value, ...found] : found;

  let helperText = t('manual.customerHelp');
  if (error) helperText = translateMessage(error);
  else if (loadError) helperText = t('manual.customerLoadFailed', { message: translateMessage(errorMessage(loadError)) });

  return (
    <Autocomplete
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      inputValue={inputValue}
      onInputChange={(_event, text, reason) => {
        setInputValue(text);
        // Choosing a customer writes their name in the box; that is not a new search.
        if (reason === 'input' || reason === 'clear') setSearch(reason === 'clear' ? '' : text);
      }}
      open={listOpen}
      onOpen={() => setListOpen(true)}
      onClose={() => setListOpen(false)}
      onBlur={onBlur}
      options={options}
      // The server has already matched the text (name, e-mail, phone or id).
      filterOptions={(customers) => customers}
      getOptionLabel={(customer) => customer.fullName}
      getOptionDisabled={(customer) => customer.status !== 'active'}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={isFetching || wanted !== settled}
      loadingText={t('manual.customerSearching')}
      noOptionsText={t('manual.customerNone')}
      disabled={disabled}
      fullWidth
      slotProps={{ listbox: { sx: OPTION_SX } }}
      renderOption={({ key, ...props }, customer) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {customer.fullName}{' '}
              <Typography component="span" variant="caption" color="text.secondary">
                #{customer.id}
              </Typography>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {[customer.email, customer.phone].filter(Boolean).join(' · ')}
            </Typography>
            {customer.status !== 'active' && (
              <Typography variant="caption" color="error" component="div">
                {t('manual.blacklisted')}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('manual.customer')}
          required
          inputRef={inputRef}
          error={Boolean(error)}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_SEARCH_LENGTH },
          }}
        />
      )}
    />
  );
}

interface VehicleFieldProps {
  control: Control<ManualBookingFormInput>;
  disabled: boolean;
  /** Called with the chosen vehicle's usual price, to suggest it. */
  onPicked: (price: { dailyRate: string; deposit: string }) => void;
}

/** The active vehicles (an inactive one is not for hire), in a native select. */
function VehicleField({ control, disabled, onPicked }: VehicleFieldProps) {
  const { t } = useTranslation('staffCalendar');
  const { data, error: loadError, isLoading } = useGetStaffVehiclesQuery(VEHICLE_PAGE);
  const vehicles = useMemo(
    () => (data?.items ?? []).filter((vehicle) => vehicle.isActive).sort((a, b) => a.displayName.localeCompare(b.displayName)),
    [data],
  );

  return (
    <Controller
      control={control}
      name="vehicleId"
      render={({ field, fieldState }) => {
        const chosen = vehicles.find((vehicle) => vehicle.id === field.value);
        let helperText: string | undefined;
        if (fieldState.error?.message) helperText = translateMessage(fieldState.error.message);
        else if (loadError) helperText = t('manual.vehiclesLoadFailed', { message: translateMessage(errorMessage(loadError)) });
        else if (isLoading) helperText = t('manual.vehiclesLoading');
        else if (!vehicles.length) helperText = t('manual.noVehicles');
        else if (chosen) helperText = t('manual.vehiclePrice', { rate: formatRM(chosen.dailyRate), deposit: formatRM(chosen.deposit) });
        return (
          <TextField
            select
            label={t('manual.vehicle')}
            required
            fullWidth
            name={field.name}
            value={field.value ? String(field.value) : ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              field.onChange(id);
              const vehicle = vehicles.find((item) => item.id === id);
              if (vehicle) onPicked(vehicle);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={disabled}
            error={Boolean(fieldState.error)}
            helperText={helperText}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              {t('manual.chooseVehicle')}
            </option>
            {vehicles.map((vehicle) => (
              <option key={vehicle.id} value={vehicle.id}>
                {vehicle.displayName}
              </option>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Days x rate + deposit, as the server will price the rental. */
function EstimateLine({ control }: { control: Control<ManualBookingFormInput> }) {
  const { t } = useTranslation('staffCalendar');
  const titleId = useId();
  const [startDate, endDate, rentalPerDay, deposit] = useWatch({
    control,
    name: ['startDate', 'endDate', 'rentalPerDay', 'deposit'],
  });
  const estimate = estimateBooking({ startDate, endDate, rentalPerDay, deposit });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-live="polite" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('manual.estimate')}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
          {estimate ? formatRM(estimate.total) : '—'}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {estimate
          ? t('manual.estimateDetail', {
              count: estimate.days,
              rate: formatRM(estimate.rentalPerDay),
              deposit: formatRM(estimate.deposit),
            })
          : t('manual.estimateUnavailable')}
      </Typography>
    </Paper>
  );
}

interface ManualBookingFormProps {
  date: string;
  formId: string;
  onClose: () => void;
  onCreated: () => void;
  onPendingChange: (pending: boolean) => void;
}

function ManualBookingForm({ date, formId, onClose, onCreated, onPendingChange }: ManualBookingFormProps) {
  const { t } = useTranslation(['staffCalendar', 'common']);
  const { toast } = useToast();
  const today = useMemo(() => todayInKualaLumpur(), []);
  const schema = useMemo(() => manualBookingSchema(today), [today]);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { dirtyFields },
  } = useForm<ManualBookingFormInput, unknown, ManualBookingFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: manualBookingDefaults(date),
  });
  const [customer, setCustomer] = useState<StaffCustomer | null>(null);
  const [createManualBooking, { isLoading: pending }] = useCreateManualBookingMutation();
  const { withOverride, overrideDialog } = useComplianceOverride();
  const startDate = useWatch({ control, name: 'startDate' });

  useEffect(() => onPendingChange(pending), [pending, onPendingChange]);

  // A vehicle's own price is what an approved request would charge; it replaces the form's
  // defaults unless staff have already typed an amount.
  const suggestPrice = (price: { dailyRate: string; deposit: string }) => {
    if (!dirtyFields.rentalPerDay) setValue('rentalPerDay', price.dailyRate, { shouldValidate: true });
    if (!dirtyFields.deposit) setValue('deposit', price.deposit, { shouldValidate: true });
  };

  const submit = handleSubmit(async (values) => {
    try {
      const { rental } = await withOverride((complianceOverrideReason) =>
        createManualBooking({ ...toManualBookingBody(values), complianceOverrideReason }).unwrap(),
      );
      toast({
        title: t('manual.created'),
        description: t('manual.createdDescription', { id: rental.id, name: rental.customerName, vehicle: rental.vehicleDisplayName }),
      });
      onCreated();
      onClose();
    } catch (error) {
      const message = errorMessage(error);
      toast({ title: t('manual.failed'), description: message, variant: 'destructive' });
      // The field to change shows the reason too (a booked car, a date out of range).
      for (const problem of serverMessageFields(error)) setError(problem.field, { type: 'server', message: problem.message });
    }
  });

  const moneyAdornment = { startAdornment: <InputAdornment position="start">RM</InputAdornment> };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogContentText>{t('manual.intro')}</DialogContentText>
          <Controller
            control={control}
            name="customerId"
            render={({ field, fieldState }) => (
              <CustomerField
                value={customer}
                onChange={(chosen) => {
                  setCustomer(chosen);
                  field.onChange(chosen?.id ?? 0);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
                disabled={pending}
              />
            )}
          />
          <VehicleField control={control} disabled={pending} onPicked={suggestPrice} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormDateField
              control={control}
              name="startDate"
              label={t('manual.startDate')}
              required
              fullWidth
              min={today}
              disabled={pending}
            />
            <FormDateField
              control={control}
              name="endDate"
              label={t('manual.endDate')}
              required
              fullWidth
              min={startDate && startDate > today ? startDate : today}
              disabled={pending}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['pickupTime', 'returnTime'] as const).map((name) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={t(`manual.${name}`)}
                required
                fullWidth
                disabled={pending}
                placeholder="HH:MM"
                helperText={t('manual.timeHelp')}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { pattern: TIME_PATTERN, maxLength: 5, autoComplete: 'off' },
                }}
              />
            ))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['rentalPerDay', 'deposit'] as const).map((name) => (
              <FormTextField
                key={name}
                control={control}
                name={name}
                label={t(`manual.${name}`)}
                required
                fullWidth
                disabled={pending}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', maxLength: 10, autoComplete: 'off' },
                  input: moneyAdornment,
                }}
              />
            ))}
          </Stack>
          <Controller
            control={control}
            name="notes"
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t('manual.notes')}
                placeholder={t('manual.notesPlaceholder')}
                multiline
                minRows={2}
                fullWidth
                disabled={pending}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ? translateMessage(fieldState.error.message) : `${field.value.length}/${MAX_NOTES_LENGTH}`
                }
                slotProps={{ htmlInput: { maxLength: MAX_NOTES_LENGTH } }}
              />
            )}
          />
          <EstimateLine control={control} />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('manual.submit')}
        pendingLabel={t('manual.pending')}
      />
      {overrideDialog}
    </>
  );
}

export interface ManualBookingDialogProps {
  open: boolean;
  /** "YYYY-MM-DD": the day both dates start at (the calendar's clicked day). */
  date: string;
  onClose: () => void;
  /** After the booking is made (the toast is shown and the dialog closes). */
  onCreated: () => void;
}

/**
 * 'Create Manual Booking' (from the Calendar tab): a customer, an active vehicle, dates, times and
 * the price -> POST /api/staff/bookings/manual. Fills the screen on phones.
 */
export function ManualBookingDialog({ open, date, onClose, onCreated }: ManualBookingDialogProps) {
  const { t } = useTranslation('staffCalendar');
  const [pending, setPending] = useState(false);
  return (
    <FormDialog open={open} pending={pending} onClose={onClose} title={t('manual.title')}>
      {(formId) => (
        <ManualBookingForm key={date} date={date} formId={formId} onClose={onClose} onCreated={onCreated} onPendingChange={setPending} />
      )}
    </FormDialog>
  );
}
