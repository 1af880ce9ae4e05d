import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { randomKey } from '../../../lib/randomKey';
import type { InvoiceBody } from '../api/types';
import {
  MAX_INVOICE_TEXT,
  invoiceDefaults,
  invoiceFieldsFromRental,
  invoiceFormSchema,
  toInvoiceBody,
  type InvoiceFormInput,
  type InvoiceFormValues,
} from '../utils/invoiceForm';
import { CompanyHeader } from './CompanyHeader';
import { RentalPicker } from './RentalPicker';

interface InvoiceFormProps {
  formId: string;
  pending: boolean;
  onSubmit: (body: InvoiceBody, idempotencyKey: string) => void;
  onClose: () => void;
}

function InvoiceForm({ formId, pending, onSubmit, onClose }: InvoiceFormProps) {
  const { t } = useTranslation(['staffInvoices', 'common']);
  const today = useMemo(() => todayInKualaLumpur(), []);
  const { control, handleSubmit, setValue } = useForm<InvoiceFormInput, unknown, InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    mode: 'onTouched',
    defaultValues: invoiceDefaults(today),
  });

  // One key per opening of the dialog: a second tap, or a retry after a lost answer, makes no second invoice.
  const [idempotencyKey] = useState(() => randomKey('INV-', 16));
  const submit = handleSubmit((values) => onSubmit(toInvoiceBody(values), idempotencyKey));

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <CompanyHeader />
          <RentalPicker
            disabled={pending}
            onPick={(rental) => {
              const filled = invoiceFieldsFromRental(rental);
              const options = { shouldDirty: true, shouldValidate: true } as const;
              setValue('customerName', filled.customerName, options);
              setValue('vehicleRented', filled.vehicleRented, options);
              setValue('totalDays', filled.totalDays, options);
              setValue('totalAmount', filled.totalAmount, options);
            }}
          />
          <FormTextField
            control={control}
            name="customerName"
            label={t('form.customerName')}
            required
            fullWidth
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: MAX_INVOICE_TEXT, autoComplete: 'off' } }}
          />
          <FormDateField control={control} name="invoiceDate" label={t('form.invoiceDate')} required fullWidth disabled={pending} />
          <FormTextField
            control={control}
            name="vehicleRented"
            label={t('form.vehicleRented')}
            placeholder={t('form.vehiclePlaceholder')}
            required
            fullWidth
            disabled={pending}
            slotProps={{ htmlInput: { maxLength: MAX_INVOICE_TEXT, autoComplete: 'off' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="totalDays"
              type="number"
              label={t('form.totalDays')}
              required
              fullWidth
              disabled={pending}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="totalAmount"
              type="number"
              label={t('form.totalAmount')}
              required
              fullWidth
              disabled={pending}
              slotProps={{
                htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
              }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('form.submit')}
        pendingLabel={t('form.pending')}
      />
    </>
  );
}

export interface InvoiceFormDialogProps {
  open: boolean;
  /** True while the invoice is being created: the dialog cannot be closed. */
  pending: boolean;
  onSubmit: (body: InvoiceBody, idempotencyKey: string) => void;
  onClose: () => void;
}

/**
 * 'Generate Invoice': the company block, an optional rental to fill
 * from, and the invoice's fields with their defaults and messages. Full screen on phones;
 * each opening starts from the defaults (the dialog drops its content once closed).
 */
export function InvoiceFormDialog({ open, pending, onSubmit, onClose }: InvoiceFormDialogProps) {
  const { t } = useTranslation('staffInvoices');
  return (
    <FormDialog open={open} pending={pending} onClose={onClose} title={t('form.title')}>
      {(formId) => <InvoiceForm formId={formId} pending={pending} onSubmit={onSubmit} onClose={onClose} />}
    </FormDialog>
  );
}
