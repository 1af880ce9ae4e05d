import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { useCreateDeliveryMutation, useDeleteDeliveryMutation, useUpdateDeliveryMutation } from '../api/staffDeliveriesApi';
import type { Delivery, DeliveryBody } from '../api/types';
import { translateError } from '../../../i18n';

/** Add, edit and delete with a toast each way (the toast translates the server's message); each says whether it worked. */
export function useDeliveryActions() {
  const { t } = useTranslation('staffDeliveries');
  const { toast } = useToast();
  const [createDelivery, creation] = useCreateDeliveryMutation();
  const [updateDelivery, update] = useUpdateDeliveryMutation();
  const [deleteDelivery, deletion] = useDeleteDeliveryMutation();

  const attempt = async (work: () => Promise<string>): Promise<boolean> => {
    try {
      toast({ title: t('toasts.success'), description: await work() });
      return true;
    } catch (error) {
      toast({ title: t('toasts.error'), description: translateError(error), variant: 'destructive' });
      return false;
    }
  };

  const create = (body: DeliveryBody) =>
    attempt(async () => {
      const delivery = await createDelivery(body).unwrap();
      return t('toasts.created', { vehicle: delivery.vehicleDelivered });
    });

  const edit = (delivery: Delivery, changes: Partial<DeliveryBody>) =>
    attempt(async () => {
      const updated = await updateDelivery({ id: delivery.id, changes }).unwrap();
      return t('toasts.updated', { vehicle: updated.vehicleDelivered });
    });

  const remove = (delivery: Delivery) =>
    attempt(async () => {
      await deleteDelivery(delivery.id).unwrap();
      return t('toasts.deleted');
    });

  return {
    create,
    edit,
    remove,
    saving: creation.isLoading || update.isLoading,
    deleting: deletion.isLoading,
  };
}
