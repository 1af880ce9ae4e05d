import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useSettlementStatementDownload } from '../../../components/files/useSettlementStatementDownload';
import { TAP_TARGET } from '../../../components/tapTarget';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { translateError } from '../../../i18n';
import { formatDate, formatRM } from '../../../lib/format';
import { toSen } from '../../../lib/money';
import { useRecordRentalRefundMutation, useSettleRentalDepositMutation, type RefundInput } from '../api/staffRentalsApi';
import type { StaffRental } from '../api/types';

const REFUND_METHODS = ['bank_transfer', 'duitnow', 'cash'] as const satisfies readonly RefundInput['method'][];

/**
 * Once the car is back (or the rental is cancelled): when the deposit becomes refundable, what
 * the charges leave to refund, and the two ways to settle it: release the deposit (a balance it
 * does not cover stays due) or record the refund paid out, with the bank's reference and a
 * picture of the transfer. The server checks every figure again under the account's lock.
 */
export interface DepositSettlementProps {
  rental: StaffRental;
  account: StaffRental['account'];
  /** The deposit was released or a refund recorded: the customer's settlement statement can be downloaded. */
  settled: boolean;
}

export function DepositSettlement({ rental, account, settled }: DepositSettlementProps) {
  const { t } = useTranslation(['staffRentals', 'common']);
  const { downloadStatement, downloading } = useSettlementStatementDownload();
  const { toast } = useToast();
  const id = useId();
  const [settle, settling] = useSettleRentalDepositMutation();
  const [recordRefund, refunding] = useRecordRentalRefundMutation();
  // What staff typed; until they type, the field follows what is refundable now, which a charge
  // added in the same dialog (fuel, damage) lowers.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const amount = typedAmount ?? account.refundable;
  const [method, setMethod] = useState<RefundInput['method']>('bank_transfer');
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [amountProblem, setAmountProblem] = useState(false);
  const busy = settling.isLoading || refunding.isLoading;
  const hasDeposit = (toSen(account.deposit) ?? 0) > 0;
  const canRefund = (toSen(account.refundable) ?? 0) > 0;

  const release = async () => {
    try {
      await settle(rental.id).unwrap();
      toast({ title: t('settlement.settled'), description: t('settlement.settledDescription', { id: rental.id }) });
    } catch (error) {
      toast({ title: t('settlement.failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  const refund = async () => {
    const trimmed = amount.trim();
    if ((toSen(trimmed) ?? 0) <= 0) {
      setAmountProblem(true);
      return;
    }
    try {
      await recordRefund({ id: rental.id, amount: trimmed, method, reference: reference.trim() || undefined, proof }).unwrap();
      toast({
        title: t('settlement.refunded'),
        description: t('settlement.refundedDescription', { amount: formatRM(trimmed), id: rental.id }),
      });
      setTypedAmount(null);
      setReference('');
      setProof(null);
    } catch (error) {
      toast({ title: t('settlement.failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3">
        {t('settlement.title')}
      </Typography>
      {rental.depositRefundDueOn && (
        <Typography variant="body2">{t('settlement.dueOn', { date: formatDate(rental.depositRefundDueOn) })}</Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('settlement.refundable', { amount: formatRM(account.refundable) })}
      </Typography>
      {settled && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void downloadStatement(rental.id)}
            disabled={downloading !== null}
            startIcon={<PictureAsPdfIcon />}
            sx={TAP_TARGET}
          >
            {downloading !== null ? t('common:settlementStatement.downloading') : t('common:settlementStatement.download')}
          </Button>
        </Box>
      )}
      {hasDeposit && (
        <Box>
          <Button variant="outlined" onClick={() => void release()} disabled={busy} sx={TAP_TARGET}>
            {settling.isLoading ? t('settlement.settling') : t('settlement.settle')}
          </Button>
        </Box>
      )}
      {canRefund && (
        <Stack spacing={1.5} aria-label={t('settlement.refundTitle')} role="group">
          <TextField
            label={t('settlement.amount')}
            value={amount}
            onChange={(event) => {
              setTypedAmount(event.target.value);
              setAmountProblem(false);
            }}
            error={amountProblem}
            helperText={
              amountProblem ? t('settlement.amountProblem') : t('settlement.amountHint', { amount: formatRM(account.refundable) })
            }
            disabled={busy}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 10 },
              input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
            }}
          />
          <TextField
            select
            label={t('settlement.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value as RefundInput['method'])}
            disabled={busy}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {REFUND_METHODS.map((known) => (
              <option key={known} value={known}>
                {t(`settlement.methods.${known}`)}
              </option>
            ))}
          </TextField>
          <TextField
            label={t('settlement.reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Button component="label" variant="outlined" disabled={busy} sx={TAP_TARGET}>
              {proof ? t('settlement.changeProof') : t('settlement.addProof')}
              <Box
                component="input"
                type="file"
                accept="image/*"
                aria-label={t('settlement.proof')}
                disabled={busy}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => setProof(event.target.files?.[0] ?? null)}
                sx={visuallyHidden}
              />
            </Button>
            {proof && (
              <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                {proof.name}
              </Typography>
            )}
          </Box>
          <Box>
            <Button variant="contained" onClick={() => void refund()} disabled={busy} sx={TAP_TARGET}>
              {refunding.isLoading ? t('settlement.recording') : t('settlement.record')}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
