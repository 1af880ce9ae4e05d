import { useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDateField, FormTextField } from '../../../components/form';
import { FuelLevelSlider } from '../../../components/form/FuelLevelSlider';
import { translateMessage } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate, formatRM } from '../../../lib/format';
import { errorMessage } from '../../../lib/httpError';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useGetReturnQuoteQuery } from '../api/staffRentalsApi';
import type { ReturnRentalBody, StaffRental } from '../api/types';
import {
  DEFAULT_FUEL_LEVEL,
  MAX_RETURN_MILEAGE,
  formatKm,
  parseMileage,
  returnFormSchema,
  type ReturnFormInput,
} from '../utils/rentalForms';

/** How long the mileage must rest before the charge is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

export interface ReturnRentalDialogProps {
  rental: StaffRental | null;
  pending: boolean;
  onConfirm: (body: ReturnRentalBody) => void;
  onClose: () => void;
}

function QuoteRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 600, textAlign: 'end' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The charge for the typed mileage, asked of the server once the typing rests. */
interface ReturnQuotePanelProps {
  /** The settled mileage being quoted; null before a usable one is typed. */
  mileage: number | null;
  settling: boolean;
  quote: ReturnType<typeof useGetReturnQuoteQuery>;
}

function ReturnQuotePanel({ mileage, settling, quote: { data, error, isFetching } }: ReturnQuotePanelProps) {
  const { t } = useTranslation('staffRentals');
  const titleId = useId();

  let body;
  if (mileage === null)
    body = (
      <Typography variant="body2" color="text.secondary">
        {t('return.quoteHint')}
      </Typography>
    );
  else if (settling || isFetching || (!data && !error)) {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} />
        <Typography variant="body2" color="text.secondary">
          {t('return.quoteLoading')}
        </Typography>
      </Stack>
    );
  } else if (error || !data) {
    body = (
      <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
        {t('return.quoteFailed', { message: translateMessage(errorMessage(error)) })}
      </Alert>
    );
  } else {
    body = (
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75 }}>
        <QuoteRow label={t('return.driven')} value={t('return.km', { km: formatKm(data.drivenKm) })} />
        <QuoteRow
          label={t('return.allowed')}
          value={data.allowedKm === null ? t('return.unlimited') : t('return.km', { km: formatKm(data.allowedKm) })}
        />
        <QuoteRow label={t('return.extra')} value={t('return.km', { km: formatKm(data.extraKm) })} />
        <QuoteRow label={t('return.rate')} value={formatRM(data.extraMileageCharge)} />
        <QuoteRow label={t('return.fee')} value={formatRM(data.extraMileageFee)} strong />
      </Box>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} aria-live="polite" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('return.quoteTitle')}
      </Typography>
      {body}
    </Paper>
  );
}

interface ReturnFormProps extends ReturnRentalDialogProps {
  rental: StaffRental;
  formId: string;
}

function ReturnForm({ rental, pending, onConfirm, onClose, formId }: ReturnFormProps) {
  const { t } = useTranslation(['staffRentals', 'common']);
  const today = useMemo(() => todayInKualaLumpur(), []);
  const schema = useMemo(() => returnFormSchema(rental, today), [rental, today]);
  const { control, handleSubmit } = useForm<ReturnFormInput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      returnDate: today < rental.startDate ? rental.startDate : today,
      returnMileage: '',
      fuelLevel: rental.fuelLevel ?? DEFAULT_FUEL_LEVEL,
    },
  });
  const fuelLabelId = useId();

  // A quote only for a mileage the server would take: whole, not below the pickup's.
  const typed = parseMileage(useWatch({ control, name: 'returnMileage' }));
  const quotable = typed !== null && typed >= rental.currentMileage && typed <= MAX_RETURN_MILEAGE ? typed : null;
  const settled = useDebouncedValue(quotable, QUOTE_DEBOUNCE_MS);
  const quote = useGetReturnQuoteQuery({ id: rental.id, returnMileage: settled ?? 0 }, { skip: settled === null });
  const settling = quotable !== settled || (settled !== null && quote.isFetching);

  const submit = handleSubmit((values) =>
    onConfirm({ returnDate: values.returnDate, returnMileage: Number(values.returnMileage.trim()), fuelLevel: values.fuelLevel }),
  );

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogContentText>
            {t('return.summary', {
              id: rental.id,
              vehicle: rental.vehicleDisplayName,
              name: rental.customerName,
              date: formatDate(rental.startDate),
              km: formatKm(rental.currentMileage),
            })}
          </DialogContentText>
          <FormDateField
            control={control}
            name="returnDate"
            label={t('return.date')}
            required
            fullWidth
            min={rental.startDate}
            max={today}
            disabled={pending}
          />
          <FormTextField
            control={control}
            name="returnMileage"
            label={t('return.mileage')}
            required
            fullWidth
            disabled={pending}
            helperText={t('return.mileageHelp', { km: formatKm(rental.currentMileage) })}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 9 },
              input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
            }}
          />
          <Box>
            <Typography id={fuelLabelId} variant="body2" color="text.secondary" gutterBottom>
              {t('return.fuel')}
            </Typography>
            <Controller
              control={control}
              name="fuelLevel"
              render={({ field }) => (
                <FuelLevelSlider
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  labelledBy={fuelLabelId}
                  disabled={pending}
                />
              )}
            />
          </Box>
          <ReturnQuotePanel mileage={quotable} settling={settling} quote={quote} />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('return.confirm')}
        pendingLabel={t('return.pending')}
        // The charge for the typed mileage is shown before the return can be confirmed.
        submitDisabled={settling}
      />
    </>
  );
}

/** Mark Returned: date, odometer and fuel, with the extra mileage charge shown before confirming. */
export function ReturnRentalDialog(props: ReturnRentalDialogProps) {
  const { t } = useTranslation('staffRentals');
  return (
    <ItemFormDialog item={props.rental} pending={props.pending} onClose={props.onClose} title={t('return.title')}>
      {(rental, formId) => <ReturnForm key={rental.id} {...props} rental={rental} formId={formId} />}
    </ItemFormDialog>
  );
}
