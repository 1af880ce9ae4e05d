import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGetPricingCatalogueQuery } from '../../../api/quoteApi';
import { ItemFormDialog } from '../../../components/dialogs/ItemFormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { extrasBody, type Extras } from '../../../components/quote/extras';
import { ExtrasPicker } from '../../../components/quote/ExtrasPicker';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { formatRM } from '../../../lib/format';
import { useChangeRentalExtrasMutation } from '../api/staffRentalsApi';
import type { StaffRental } from '../api/types';

const extrasOf = (rental: StaffRental): Extras => ({
  addOns: Object.fromEntries(rental.extras.addOns.map((addOn) => [addOn.addOnId, addOn.quantity])),
  deliveryZoneId: rental.extras.deliveryZoneId,
});

function ExtrasForm({
  rental,
  formId,
  onDone,
  onCancel,
}: {
  rental: StaffRental;
  formId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staffRentals', { keyPrefix: 'extras' });
  // The picker's words load with the form, not when the add-ons arrive.
  useTranslation('quote');
  const { toast } = useToast();
  const { data: catalogue, isLoading } = useGetPricingCatalogueQuery();
  const [extras, setExtras] = useState<Extras>(() => extrasOf(rental));
  const [changeExtras, { isLoading: saving }] = useChangeRentalExtrasMutation({ fixedCacheKey: 'rental-extras' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const changed = await changeExtras({ id: rental.id, ...extrasBody(extras) }).unwrap();
      toast({ title: t('saved'), description: t('savedDescription', { id: rental.id, total: formatRM(changed.grandTotal) }) });
      onDone();
    } catch (error) {
      toast({ title: t('failed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2} component="form" id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <DialogContentText>{t('intro', { id: rental.id, vehicle: rental.vehicleDisplayName })}</DialogContentText>
          {catalogue ? (
            <ExtrasPicker catalogue={catalogue} category={rental.extras.category} extras={extras} onChange={setExtras} disabled={saving} />
          ) : (
            <Typography variant="body2" color="text.secondary" role="status">
              {isLoading ? t('loading') : t('none')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('pricesKept')}
          </Typography>
        </Stack>
      </DialogContent>
      <FormDialogActions formId={formId} pending={saving} onCancel={onCancel} submitLabel={t('save')} pendingLabel={t('saving')} />
    </>
  );
}

/**
 * Extras: the add-ons and delivery of a booked rental, changed by staff until the agreement is
 * signed. Add-ons it already had keep their booked price; the account is corrected and the card
 * shows the new total.
 */
export function RentalExtrasDialog({ rental, onClose }: { rental: StaffRental | null; onClose: () => void }) {
  const { t } = useTranslation('staffRentals', { keyPrefix: 'extras' });
  const [, { isLoading: saving }] = useChangeRentalExtrasMutation({ fixedCacheKey: 'rental-extras' });
  return (
    <ItemFormDialog item={rental} pending={saving} onClose={onClose} title={t('title')}>
      {(shown, formId) => <ExtrasForm key={shown.id} rental={shown} formId={formId} onDone={onClose} onCancel={onClose} />}
    </ItemFormDialog>
  );
}
