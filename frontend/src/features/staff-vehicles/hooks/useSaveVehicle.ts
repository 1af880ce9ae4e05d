import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { isApiError } from '../../../lib/httpError';
import { useCreateVehicleMutation, useUpdateVehicleMutation } from '../api/staffVehiclesApi';
import type { StaffVehicle } from '../api/types';
import { toVehiclePayload, type VehicleFormValues } from '../utils/vehicleForm';
import { translateError } from '../../../i18n';

export type SaveOutcome = 'saved' | 'name-taken' | 'failed';

/** Create or update with the 'Vehicle Created/Updated' and 'Creation/Update Failed' toasts. */
export function useSaveVehicle() {
  const { toast } = useToast();
  const { t } = useTranslation('staffVehicles');
  const [create, creation] = useCreateVehicleMutation();
  const [update, updating] = useUpdateVehicleMutation();

  const save = async (values: VehicleFormValues, editing: StaffVehicle | null): Promise<SaveOutcome> => {
    const failureTitle = editing ? t('form.updateFailed') : t('form.creationFailed');
    try {
      const saved = editing
        ? await update({ id: editing.id, changes: toVehiclePayload(values, 'edit') }).unwrap()
        : await create(toVehiclePayload(values, 'create')).unwrap();
      toast({
        title: editing ? t('form.updated') : t('form.created'),
        description: t(editing ? 'form.updatedDescription' : 'form.createdDescription', { name: saved.displayName }),
      });
      return 'saved';
    } catch (error) {
      toast({ title: failureTitle, description: translateError(error), variant: 'destructive' });
      return isApiError(error) && error.code === 'VEHICLE_NAME_TAKEN' ? 'name-taken' : 'failed';
    }
  };

  return { save, saving: creation.isLoading || updating.isLoading };
}
