import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogueAddOn, PricingCatalogue } from '../../api/quoteApi';
import { localName } from './quoteText';
import { formatRM } from '../../lib/format';
import { mostUnits, offeredAddOns, type Extras } from './extras';

export interface ExtrasPickerProps {
  catalogue: PricingCatalogue;
  /** The car's category: only the add-ons offered with it are shown (null: every add-on). */
  category: string | null;
  extras: Extras;
  onChange: (extras: Extras) => void;
  disabled?: boolean;
}

/** The add-ons this car is offered with (child seats, cover) and delivery to the customer's door. */
export function ExtrasPicker({ catalogue, category, extras, onChange, disabled }: ExtrasPickerProps) {
  const { t } = useTranslation('quote', { keyPrefix: 'extras' });
  const offered = offeredAddOns(catalogue, category);
  const zones = catalogue.deliveryZones.filter((zone) => zone.active);
  if (offered.length === 0 && zones.length === 0) return null;

  const setQuantity = (addOn: CatalogueAddOn, quantity: number) => {
    const addOns = { ...extras.addOns };
    if (quantity > 0) addOns[addOn.id] = quantity;
    else delete addOns[addOn.id];
    onChange({ ...extras, addOns });
  };
  const priceText = (addOn: CatalogueAddOn) => t(addOn.pricing === 'per_day' ? 'perDay' : 'perRental', { price: formatRM(addOn.price) });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} disabled={disabled}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('heading')}
      </Typography>
      <Stack spacing={0.5}>
        {offered.map((addOn) => {
          const quantity = extras.addOns[addOn.id] ?? 0;
          const most = mostUnits(addOn);
          return (
            <Stack key={addOn.id} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <FormControlLabel
                sx={{ mr: 0, minHeight: 44 }}
                control={<Checkbox checked={quantity > 0} onChange={(event) => setQuantity(addOn, event.target.checked ? 1 : 0)} />}
                label={
                  <span>
                    {localName(addOn)}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {priceText(addOn)}
                    </Typography>
                  </span>
                }
              />
              {quantity > 0 && most > 1 && (
                <TextField
                  select
                  size="small"
                  label={t('quantity')}
                  value={quantity}
                  onChange={(event) => setQuantity(addOn, Number(event.target.value))}
                  sx={{ minWidth: 88 }}
                >
                  {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                    <MenuItem key={count} value={count}>
                      {count}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          );
        })}
        {zones.length > 0 && (
          <TextField
            select
            label={t('delivery')}
            value={extras.deliveryZoneId ?? ''}
            onChange={(event) => onChange({ ...extras, deliveryZoneId: event.target.value === '' ? null : Number(event.target.value) })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            <MenuItem value="">{t('collect')}</MenuItem>
            {zones.map((zone) => (
              <MenuItem key={zone.id} value={zone.id}>
                {t('zone', { zone: localName(zone), price: formatRM(zone.fee) })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Box>
  );
}
