import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { DateField } from '../../../components/form/DateField';
import { ImageUploadField } from '../../../components/form/ImageUploadField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { translateError } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate, formatRM } from '../../../lib/format';
import { toSen } from '../../../lib/money';
import {
  COST_CATEGORIES,
  useGetVehicleCostsQuery,
  useRecordVehicleCostMutation,
  useRemoveVehicleCostMutation,
  type CostCategory,
  type VehicleCost,
} from '../api/costsApi';
import type { StaffVehicle } from '../api/types';
import { FIELD_PAIR, InlineFormCard } from './InlineFormCard';

const PAGE_SIZE = 10;
/** RM 999,999.99 in sen, the most one cost may be (the server's bound). */
const MAX_COST_SEN = 99_999_999;

function CostForm({ vehicle }: { vehicle: StaffVehicle }) {
  const { t } = useTranslation('staffVehicles');
  const { toast } = useToast();
  const today = todayInKualaLumpur();
  const [incurredOn, setIncurredOn] = useState(today);
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<CostCategory>('service');
  const [note, setNote] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [record, recording] = useRecordVehicleCostMutation();

  const submit = async () => {
    const sen = toSen(amount.trim());
    if (!incurredOn) return setProblem(t('costs.dateRequired'));
    if (sen === null || sen <= 0 || sen > MAX_COST_SEN) return setProblem(t('costs.amountInvalid'));
    setProblem(null);
    try {
      await record({
        vehicleId: vehicle.id,
        incurredOn,
        amount: (sen / 100).toFixed(2),
        category,
        note: note.trim() || undefined,
        receipt,
      }).unwrap();
      toast({ title: t('costs.recorded'), description: t('costs.recordedDescription', { amount: formatRM((sen / 100).toFixed(2)) }) });
      setAmount('');
      setNote('');
      setReceipt(null);
    } catch (error) {
      setProblem(translateError(error));
    }
  };

  return (
    <InlineFormCard
      title={t('costs.newTitle')}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('costs.record')}
      pending={recording.isLoading}
      pendingLabel={t('costs.recording')}
    >
      <Box sx={FIELD_PAIR}>
        <DateField label={t('costs.date')} value={incurredOn} onChange={setIncurredOn} max={today} required />
        <TextField
          label={t('costs.amount')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          required
          placeholder="350.00"
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 10 },
            input: { startAdornment: <InputAdornment position="start">RM</InputAdornment> },
          }}
        />
      </Box>
      <NativeSelectField
        label={t('costs.category')}
        value={category}
        onChange={(value) => setCategory(COST_CATEGORIES.find((known) => known === value) ?? 'other')}
      >
        {COST_CATEGORIES.map((option) => (
          <option key={option} value={option}>
            {t(`costs.categories.${option}`)}
          </option>
        ))}
      </NativeSelectField>
      <TextField
        label={t('costs.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <ImageUploadField name="receipt" label={t('costs.receipt')} hint={t('costs.receiptHint')} file={receipt} onChange={setReceipt} />
    </InlineFormCard>
  );
}

export interface VehicleCostsDialogProps {
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** What a car cost the business: its costs newest first with their total, and a new one with its receipt. */
export function VehicleCostsDialog({ vehicle, onClose }: VehicleCostsDialogProps) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  const { toast } = useToast();
  const [page, setPage] = useState(1);
  const query = useGetVehicleCostsQuery(shown ? { vehicleId: shown.id, page, limit: PAGE_SIZE } : skipToken);
  const [removeCost, removing] = useRemoveVehicleCostMutation();
  const [deleting, setDeleting] = useState<VehicleCost | null>(null);

  const remove = async (cost: VehicleCost) => {
    try {
      await removeCost({ vehicleId: cost.vehicleId, costId: cost.id }).unwrap();
      toast({ title: t('costs.removed') });
      setDeleting(null);
    } catch (error) {
      toast({ title: t('costs.removeFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  let list;
  if (query.isLoading) list = <Skeleton variant="rounded" height={72} aria-label={t('costs.loading')} />;
  else if (query.error || !query.data)
    list = <LoadError what={t('costs.loadWhat')} message={translateError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.total === 0) list = <Typography color="text.secondary">{t('costs.none')}</Typography>;
  else
    list = (
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('costs.total', { count: query.data.total, amount: formatRM(query.data.totalAmount) })}
        </Typography>
        <Stack component="ul" spacing={1} aria-label={t('costs.listLabel')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {query.data.items.map((cost) => (
            <Paper
              key={cost.id}
              component="li"
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t('costs.line', { category: t(`costs.categories.${cost.category}`), amount: formatRM(cost.amount) })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(cost.incurredOn)}
                  {cost.hasReceipt ? ` · ${t('costs.withReceipt')}` : ''}
                </Typography>
                {cost.note && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {cost.note}
                  </Typography>
                )}
              </Box>
              <Button
                color="error"
                onClick={() => setDeleting(cost)}
                sx={TAP_TARGET}
                aria-label={t('costs.removeLabel', { category: t(`costs.categories.${cost.category}`), date: formatDate(cost.incurredOn) })}
              >
                {t('costs.remove')}
              </Button>
            </Paper>
          ))}
        </Stack>
        <ListPagination
          page={page}
          pageCount={Math.ceil(query.data.total / query.data.limit)}
          onChange={setPage}
          label={t('costs.pages')}
        />
      </Stack>
    );

  return (
    <>
      <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('costs.title', { name: shown?.displayName ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {shown && <CostForm key={shown.id} vehicle={shown} />}
            {list}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} sx={TAP_TARGET}>
            {t('common:actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmItemDialog
        item={deleting}
        title={t('costs.removeTitle')}
        describe={(cost) =>
          t('costs.removeDescription', { category: t(`costs.categories.${cost.category}`), amount: formatRM(cost.amount) })
        }
        confirmLabel={t('costs.remove')}
        pendingLabel={t('costs.removing')}
        pending={removing.isLoading}
        onConfirm={(cost) => void remove(cost)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
