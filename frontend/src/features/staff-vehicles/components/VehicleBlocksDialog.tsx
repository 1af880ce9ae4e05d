import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { ConfirmItemDialog } from '../../../components/ConfirmDialog';
import { DateField } from '../../../components/form/DateField';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import { LoadError } from '../../../components/LoadError';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { useIsPhone } from '../../../components/useIsPhone';
import { useRetained } from '../../../components/useRetained';
import { translateError, translateMessage } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import { useCreateVehicleBlockMutation, useGetVehicleBlocksQuery, useRemoveVehicleBlockMutation } from '../api/blocksApi';
import { BLOCK_REASONS, type BlockReason, type StaffVehicle, type VehicleBlock } from '../api/types';
import { FIELD_PAIR, InlineFormCard } from './InlineFormCard';

const NOTE_MAX = 500;

/** The form's own checks, worded as the server words them (their Malay comes from the errors catalogue). */
const BLOCK_ENDS_BEFORE_START = 'The last day cannot be before the first day';
const BLOCK_IN_PAST = 'A block cannot start before today';

function BlockForm({ vehicle }: { vehicle: StaffVehicle }) {
  const { t } = useTranslation('staffVehicles');
  const { toast } = useToast();
  const today = todayInKualaLumpur();
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [reason, setReason] = useState<BlockReason>('service');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createBlock, creating] = useCreateVehicleBlockMutation();

  const submit = async () => {
    if (!startDate || !endDate) return setProblem(t('blocks.datesRequired'));
    if (startDate < today) return setProblem(translateMessage(BLOCK_IN_PAST));
    if (endDate < startDate) return setProblem(translateMessage(BLOCK_ENDS_BEFORE_START));
    setProblem(null);
    try {
      await createBlock({ vehicleId: vehicle.id, startDate, endDate, reason, note: note.trim() || undefined }).unwrap();
      toast({
        title: t('blocks.created'),
        description: t('blocks.createdDescription', { name: vehicle.displayName, from: formatDate(startDate), to: formatDate(endDate) }),
      });
      setStartDate('');
      setEndDate('');
      setNote('');
    } catch (error) {
      setProblem(translateError(error));
    }
  };

  return (
    <InlineFormCard
      title={t('blocks.newTitle')}
      onSubmit={submit}
      problem={problem}
      submitLabel={t('blocks.create')}
      pending={creating.isLoading}
      pendingLabel={t('blocks.creating')}
    >
      <Box sx={FIELD_PAIR}>
        <DateField label={t('blocks.from')} value={startDate} onChange={setStartDate} min={today} required fullWidth />
        <DateField label={t('blocks.to')} value={endDate} onChange={setEndDate} min={startDate || today} required fullWidth />
      </Box>
      <NativeSelectField
        label={t('blocks.reason')}
        value={reason}
        onChange={(value) => setReason(BLOCK_REASONS.find((known) => known === value) ?? 'other')}
      >
        {BLOCK_REASONS.map((option) => (
          <option key={option} value={option}>
            {t(`blocks.reasons.${option}`)}
          </option>
        ))}
      </NativeSelectField>
      <TextField
        label={t('blocks.note')}
        placeholder={t('blocks.notePlaceholder')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
    </InlineFormCard>
  );
}

export interface VehicleBlocksDialogProps {
  /** The car whose blocks are shown; the dialog is open while there is one. */
  vehicle: StaffVehicle | null;
  onClose: () => void;
}

/** Keep a car off the road for some days (a service, a repair): customers cannot book it then, and the calendar shows it. */
export function VehicleBlocksDialog({ vehicle, onClose }: VehicleBlocksDialogProps) {
  const { t } = useTranslation(['staffVehicles', 'common']);
  const titleId = useId();
  const isPhone = useIsPhone();
  const shown = useRetained(vehicle);
  const { toast } = useToast();
  const query = useGetVehicleBlocksQuery(shown?.id ?? skipToken, { refetchOnMountOrArgChange: true });
  const [removeBlock, removing] = useRemoveVehicleBlockMutation();
  const [deleting, setDeleting] = useState<VehicleBlock | null>(null);

  const remove = async (block: VehicleBlock) => {
    try {
      await removeBlock({ vehicleId: block.vehicleId, blockId: block.id }).unwrap();
      toast({
        title: t('blocks.removed'),
        description: t('blocks.removedDescription', { from: formatDate(block.startDate), to: formatDate(block.endDate) }),
      });
      setDeleting(null);
    } catch (error) {
      toast({ title: t('blocks.removeFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  let list;
  if (query.isLoading) list = <Skeleton variant="rounded" height={72} aria-label={t('blocks.loading')} />;
  else if (query.error || !query.data)
    list = <LoadError what={t('blocks.loadWhat')} message={translateError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) list = <Typography color="text.secondary">{t('blocks.none')}</Typography>;
  else
    list = (
      <Stack component="ul" spacing={1} aria-label={t('blocks.listLabel')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {query.data.map((block) => (
          <Paper
            key={block.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t('blocks.range', {
                  reason: t(`blocks.reasons.${block.reason}`),
                  from: formatDate(block.startDate),
                  to: formatDate(block.endDate),
                })}
              </Typography>
              {block.note && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {block.note}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {t('blocks.by', { by: block.createdBy })}
              </Typography>
            </Box>
            <Button
              color="error"
              onClick={() => setDeleting(block)}
              sx={TAP_TARGET}
              aria-label={t('blocks.removeLabel', { from: formatDate(block.startDate), to: formatDate(block.endDate) })}
            >
              {t('blocks.remove')}
            </Button>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <>
      <Dialog open={vehicle !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('blocks.title', { name: shown?.displayName ?? '' })}
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('blocks.intro')}
            </Typography>
            {list}
            {shown && <BlockForm key={shown.id} vehicle={shown} />}
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
        title={t('blocks.removeTitle')}
        describe={(block) => t('blocks.removeDescription', { from: formatDate(block.startDate), to: formatDate(block.endDate) })}
        confirmLabel={t('blocks.remove')}
        pendingLabel={t('blocks.removing')}
        pending={removing.isLoading}
        onConfirm={(block) => void remove(block)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
