import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailGrid, DetailItem } from '../../../components/DetailGrid';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { ReasonDialog } from '../../../components/dialogs/ReasonDialog';
import { FormImageField, FormTextField } from '../../../components/form';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { formatDateTime, formatRM } from '../../../lib/format';
import { useAddRentalChargeMutation, useGetRentalAccountQuery, useReverseRentalEntryMutation } from '../api/staffRentalsApi';
import { STAFF_CHARGE_CATEGORIES, type LedgerEntry, type StaffChargeCategory, type StaffRental } from '../api/types';
import { chargeFormSchema, correctionReasonSchema, EMPTY_CHARGE, MAX_ACCOUNT_REASON, type ChargeFormInput } from '../utils/accountForms';
import { BalanceDueItem } from '../../../components/BalanceDueItem';
import { DepositSettlement } from './DepositSettlement';
import { ChargePhotoLink } from './ChargePhotoLink';
import { MakeInvoiceButton } from './MakeInvoiceButton';

/** "Fuel", "Payment", "Deposit": what a line of the account is, in the reader's language. */
function useEntryLabel() {
  const { t } = useTranslation('staffRentals');
  return (entry: LedgerEntry): string => {
    if (!entry.category) return t(`account.kind.${entry.kind}`);
    const category = t(`account.category.${entry.category}`);
    return entry.kind === 'charge' ? category : `${t(`account.kind.${entry.kind}`)} · ${category}`;
  };
}

interface AccountLinesProps {
  rentalId: number;
  entries: LedgerEntry[];
  onCorrect: (entry: LedgerEntry) => void;
}

function AccountLines({ rentalId, entries, onCorrect }: AccountLinesProps) {
  const { t } = useTranslation('staffRentals');
  const label = useEntryLabel();
  if (entries.length === 0) return <Typography color="text.secondary">{t('account.empty')}</Typography>;
  return (
    <Box component="ul" aria-label={t('account.lines')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}
        >
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {label(entry)}
              {entry.reversesEntryId !== null && ` · ${t('account.correction')}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {[formatDateTime(entry.createdAt), entry.recordedBy, entry.note].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', textDecoration: entry.reversed ? 'line-through' : 'none' }}>
            {entry.amount.startsWith('-') ? `- ${formatRM(entry.amount.slice(1))}` : formatRM(entry.amount)}
          </Typography>
          {entry.reversed && <Chip size="small" label={t('account.corrected')} />}
          {entry.hasPhoto && <ChargePhotoLink rentalId={rentalId} entryId={entry.id} line={label(entry)} />}
          {/* Service tax is corrected with the charge it was added to, never alone. */}
          {entry.kind === 'charge' && entry.category !== 'service_tax' && !entry.reversed && entry.reversesEntryId === null && (
            <Button size="small" onClick={() => onCorrect(entry)} sx={{ minHeight: 44 }}>
              {t('account.correct')}
            </Button>
          )}
        </Box>
      ))}
    </Box>
  );
}

interface AccountContentProps {
  rental: StaffRental;
  formId: string;
  onClose: () => void;
  adding: ReturnType<typeof useAddRentalChargeMutation>;
}

function AccountContent({ rental, formId, onClose, adding: [addCharge, { isLoading: sending }] }: AccountContentProps) {
  const { t } = useTranslation(['staffRentals', 'common']);
  const { toast } = useToast();
  const statement = useGetRentalAccountQuery(rental.id);
  const [reverseEntry, reversing] = useReverseRentalEntryMutation();
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null);
  const label = useEntryLabel();
  const { control, handleSubmit, reset } = useForm<ChargeFormInput>({
    resolver: zodResolver(chargeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_CHARGE,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await addCharge({
        id: rental.id,
        category: values.category as StaffChargeCategory,
        amount: values.amount.trim(),
        reason: values.reason.trim(),
        photo: values.photo,
      }).unwrap();
      toast({
        title: t('account.added'),
        description: t('account.addedDescription', { amount: formatRM(values.amount.trim()), id: rental.id }),
      });
      reset(EMPTY_CHARGE);
    } catch (error) {
      toast({ title: t('account.addFailed'), description: translateError(error), variant: 'destructive' });
    }
  });

  const correct = async (reason: string) => {
    if (!correcting) return;
    try {
      await reverseEntry({ id: rental.id, entryId: correcting.id, reason }).unwrap();
      toast({ title: t('account.corrected'), description: t('account.correctedDescription', { line: label(correcting) }) });
      setCorrecting(null);
    } catch (error) {
      toast({ title: t('account.correctFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const account = statement.data?.account ?? rental.account;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <DetailGrid columns={{ xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }} aria-label={t('account.totals')}>
            <DetailItem label={t('account.charges')}>{formatRM(account.charges)}</DetailItem>
            <DetailItem label={t('account.paid')}>{formatRM(account.paid)}</DetailItem>
            <DetailItem label={t('account.refunded')}>{formatRM(account.refunded)}</DetailItem>
            <DetailItem label={t('card.depositHeld')}>
              {t('card.depositHeldOf', { held: formatRM(account.depositHeld), deposit: formatRM(account.deposit) })}
            </DetailItem>
            <BalanceDueItem balanceDue={account.balanceDue} labels={{ due: t('card.balanceDue'), owedBack: t('card.owedToCustomer') }} />
          </DetailGrid>
          {statement.isError ? (
            <LoadError what={t('account.lines')} message={translateError(statement.error)} onRetry={() => void statement.refetch()} />
          ) : statement.isLoading || !statement.data ? (
            <Typography color="text.secondary">{t('common:loading')}</Typography>
          ) : (
            <AccountLines rentalId={rental.id} entries={statement.data.entries} onCorrect={setCorrecting} />
          )}
          {(rental.status === 'completed' || rental.status === 'cancelled') && (
            <DepositSettlement rental={rental} account={account} settled={statement.data?.settled ?? false} />
          )}
          <MakeInvoiceButton rentalId={rental.id} />
          <Stack
            spacing={2}
            component="form"
            id={formId}
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('account.addTitle')}
          >
            <Typography variant="subtitle2" component="h3">
              {t('account.addTitle')}
            </Typography>
            <FormTextField
              control={control}
              name="category"
              select
              label={t('account.categoryLabel')}
              required
              fullWidth
              disabled={sending}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                {t('account.chooseCategory')}
              </option>
              {STAFF_CHARGE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`account.category.${category}`)}
                </option>
              ))}
            </FormTextField>
            <FormTextField
              control={control}
              name="amount"
              label={t('account.amount')}
              required
              fullWidth
              disabled={sending}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
              }}
            />
            <FormTextField
              control={control}
              name="reason"
              label={t('account.reason')}
              placeholder={t('account.reasonPlaceholder')}
              required
              fullWidth
              multiline
              minRows={2}
              disabled={sending}
              slotProps={{ htmlInput: { maxLength: MAX_ACCOUNT_REASON } }}
            />
            <FormImageField control={control} name="photo" label={t('account.photo')} hint={t('account.photoHint')} disabled={sending} />
          </Stack>
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={sending}
        onCancel={onClose}
        cancelLabel={t('common:actions.close')}
        submitLabel={t('account.add')}
        pendingLabel={t('account.adding')}
      />
      <ReasonDialog
        item={correcting}
        pending={reversing.isLoading}
        schema={correctionReasonSchema}
        maxLength={MAX_ACCOUNT_REASON}
        onConfirm={(reason) => void correct(reason)}
        onClose={() => setCorrecting(null)}
        texts={{
          title: t('account.correctTitle'),
          question: (entry) => t('account.correctQuestion', { line: label(entry), amount: formatRM(entry.amount) }),
          label: t('account.correctReason'),
          placeholder: t('account.correctPlaceholder'),
          keep: t('account.keep'),
          confirm: t('account.correctConfirm'),
          pending: t('account.correcting'),
        }}
      />
    </>
  );
}

export interface RentalAccountDialogProps {
  /** The rental whose account is open; the dialog is open while there is one. */
  rental: StaffRental | null;
  onClose: () => void;
}

/** A rental's account: its totals, every line, a charge to add and a charge to correct. */
export function RentalAccountDialog({ rental, onClose }: RentalAccountDialogProps) {
  const { t } = useTranslation('staffRentals');
  const adding = useAddRentalChargeMutation();
  return (
    <ItemFormDialog item={rental} pending={adding[1].isLoading} onClose={onClose} title={(shown) => t('account.title', { id: shown.id })}>
      {(shown, formId) => <AccountContent key={shown.id} rental={shown} formId={formId} onClose={onClose} adding={adding} />}
    </ItemFormDialog>
  );
}
