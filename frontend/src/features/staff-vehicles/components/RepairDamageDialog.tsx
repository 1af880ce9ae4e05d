import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { FormDateField } from '../../../components/form/FormDateField';
import { FormTextField } from '../../../components/form/FormTextField';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate, formatRM } from '../../../lib/format';
import { useMarkDamageRepairedMutation } from '../api/vehicleDamagesApi';
import type { VehicleDamage } from '../api/types';
import { damageWhat } from '../utils/damageText';
import { repairFormSchema, type RepairFormInput, type RepairFormValues } from '../utils/repairForm';

interface RepairFormProps {
  damage: VehicleDamage;
  formId: string;
  pending: boolean;
  onSubmit: (values: RepairFormValues) => Promise<void>;
  onClose: () => void;
}

/** Cost and day first; then a second look at both before the point is closed for good. */
function RepairForm({ damage, formId, pending, onSubmit, onClose }: RepairFormProps) {
  const { t } = useTranslation(['staffVehicles', 'staffReturn']);
  const foundOn = todayInKualaLumpur(new Date(damage.foundAt));
  const { control, handleSubmit } = useForm<RepairFormInput, unknown, RepairFormValues>({
    resolver: zodResolver(repairFormSchema(foundOn)),
    mode: 'onTouched',
    defaultValues: { repairCost: '', repairedOn: todayInKualaLumpur() },
  });
  const [confirming, setConfirming] = useState<RepairFormValues | null>(null);
  const what = damageWhat(t, damage);

  if (confirming) {
    return (
      <>
        <DialogContent>
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit(confirming);
            }}
          >
            <DialogContentText>
              {t('damage.repair.confirmDescription', {
                what,
                cost: formatRM(confirming.repairCost),
                day: formatDate(confirming.repairedOn),
              })}
            </DialogContentText>
          </form>
        </DialogContent>
        <FormDialogActions
          formId={formId}
          pending={pending}
          onCancel={() => setConfirming(null)}
          cancelLabel={t('damage.repair.back')}
          submitLabel={t('damage.repair.confirm')}
          pendingLabel={t('damage.repair.pending')}
          submitColor="success"
        />
      </>
    );
  }

  return (
    <>
      <DialogContent dividers>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void handleSubmit(setConfirming)(event)}>
          <Alert severity="info">{what}</Alert>
          <FormTextField
            control={control}
            name="repairCost"
            label={t('damage.repair.cost')}
            required
            fullWidth
            placeholder="350.00"
            helperText={t('damage.repair.costHelp')}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
          />
          <FormDateField
            control={control}
            name="repairedOn"
            label={t('damage.repair.day')}
            required
            fullWidth
            helperText={t('damage.repair.dayHelp', { found: formatDate(foundOn) })}
            min={foundOn}
            max={todayInKualaLumpur()}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        pending={pending}
        onCancel={onClose}
        submitLabel={t('damage.repair.next')}
        pendingLabel={t('damage.repair.pending')}
      />
    </>
  );
}

export interface RepairDamageDialogProps {
  /** The point being marked repaired; the dialog is open while there is one. */
  damage: VehicleDamage | null;
  onClose: () => void;
}

/** Mark Repaired: cost and day, a confirmation, then the point leaves the car's open damage. */
export function RepairDamageDialog({ damage, onClose }: RepairDamageDialogProps) {
  const { t } = useTranslation('staffVehicles');
  const { toast } = useToast();
  const [markRepaired, state] = useMarkDamageRepairedMutation();

  const submit = async (target: VehicleDamage, values: RepairFormValues) => {
    try {
      await markRepaired({ vehicleId: target.vehicleId, damageId: target.id, ...values }).unwrap();
      toast({ title: t('damage.repair.done'), description: t('damage.repair.doneDescription', { cost: formatRM(values.repairCost) }) });
      onClose();
    } catch (error) {
      toast({ title: t('damage.repair.failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <ItemFormDialog item={damage} pending={state.isLoading} onClose={onClose} title={t('damage.repair.title')}>
      {(target, formId) => (
        <RepairForm
          key={target.id}
          damage={target}
          formId={formId}
          pending={state.isLoading}
          onSubmit={(values) => submit(target, values)}
          onClose={onClose}
        />
      )}
    </ItemFormDialog>
  );
}
