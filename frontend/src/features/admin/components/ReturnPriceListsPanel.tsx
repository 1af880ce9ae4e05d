import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import {
  useCreateReturnFeeMutation,
  useGetAdminReturnPriceListsQuery,
  useSetDamagePriceMutation,
  useUpdateReturnFeeMutation,
  type ReturnFeeBody,
  type ReturnPriceList,
} from '../api/returnPriceListsApi';
import { PanelLoadError } from './PanelLoadError';

type Fee = ReturnPriceList['fees'][number];
type Price = ReturnPriceList['damagePrices'][number];

function useSaved() {
  const { t } = useTranslation('staffReturn');
  const { toast } = useToast();
  return async (call: () => Promise<unknown>) => {
    try {
      await call();
      toast({ title: t('prices.saved') });
    } catch (failure) {
      toast({ title: t('prices.failed'), description: translateError(failure), variant: 'destructive' });
    }
  };
}

function FeeRow({ fee }: { fee: Fee | null }) {
  const { t } = useTranslation('staffReturn');
  const saved = useSaved();
  const [createFee, creating] = useCreateReturnFeeMutation();
  const [updateFee, updating] = useUpdateReturnFeeMutation();
  const [form, setForm] = useState<ReturnFeeBody>({
    category: fee?.category ?? 'cleaning',
    nameEn: fee?.nameEn ?? '',
    nameMs: fee?.nameMs ?? '',
    amount: fee?.amount ?? '',
    active: fee?.active ?? true,
  });
  const set = (change: Partial<ReturnFeeBody>) => setForm((current) => ({ ...current, ...change }));
  const save = () =>
    void saved(async () => {
      if (fee) await updateFee({ feeId: fee.id, ...form }).unwrap();
      else {
        await createFee(form).unwrap();
        setForm({ category: 'cleaning', nameEn: '', nameMs: '', amount: '', active: true });
      }
    });
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          select
          label={t('prices.category')}
          value={form.category}
          onChange={(event) => set({ category: event.target.value as ReturnFeeBody['category'] })}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="cleaning" sx={TAP_TARGET}>
            {t('prices.cleaning')}
          </MenuItem>
          <MenuItem value="smoking" sx={TAP_TARGET}>
            {t('prices.smoking')}
          </MenuItem>
        </TextField>
        <TextField
          label={t('prices.nameEn')}
          value={form.nameEn}
          onChange={(event) => set({ nameEn: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('prices.nameMs')}
          value={form.nameMs}
          onChange={(event) => set({ nameMs: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('prices.amount')}
          value={form.amount}
          onChange={(event) => set({ amount: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
          sx={{ maxWidth: { md: 120 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={form.active} onChange={(event) => set({ active: event.target.checked })} />}
          label={t('prices.active')}
          sx={TAP_TARGET}
        />
        <Button variant="contained" onClick={save} disabled={creating.isLoading || updating.isLoading} sx={TAP_TARGET}>
          {fee ? t('prices.save') : t('prices.addFee')}
        </Button>
      </Stack>
    </Paper>
  );
}

function PriceRow({ price }: { price: Price }) {
  const { t } = useTranslation('staffReturn');
  const saved = useSaved();
  const [setPrice, setting] = useSetDamagePriceMutation();
  const [amount, setAmount] = useState(price.amount);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography sx={{ flex: 1 }}>{`${t(`kinds.${price.kind}`)} · ${t(`sizes.${price.size}`)}`}</Typography>
      <TextField
        label={t('prices.amount')}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
        sx={{ width: 120 }}
      />
      <Button
        variant="outlined"
        onClick={() => void saved(() => setPrice({ kind: price.kind, size: price.size, amount }).unwrap())}
        disabled={setting.isLoading}
        sx={TAP_TARGET}
      >
        {t('prices.save')}
      </Button>
    </Stack>
  );
}

/** The admin's return price lists: the named cleaning and smoking fees, and the damage price per kind and size. */
export function ReturnPriceListsPanel() {
  const { t } = useTranslation('staffReturn');
  const { data, error, isLoading, refetch } = useGetAdminReturnPriceListsQuery();
  if (isLoading) return <LoadingScreen />;
  if (error || !data) return <PanelLoadError what={t('prices.loadWhat')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('prices.fees')}
        </Typography>
        <Stack spacing={1}>
          {data.fees.map((fee) => (
            <FeeRow key={`${fee.id}:${fee.amount}:${fee.nameEn}:${String(fee.active)}`} fee={fee} />
          ))}
          <FeeRow key={`new:${data.fees.length}`} fee={null} />
        </Stack>
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('prices.damage')}
        </Typography>
        <Stack spacing={1}>
          {data.damagePrices.map((price) => (
            <PriceRow key={`${price.kind}:${price.size}:${price.amount}`} price={price} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
