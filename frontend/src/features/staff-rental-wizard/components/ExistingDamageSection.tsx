import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CarDiagram } from '../../../components/damage/CarDiagram';
import { LoadError } from '../../../components/LoadError';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { translateError } from '../../../i18n';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { formatDate, formatDateTime } from '../../../lib/format';
import { DamagePhoto } from '../../../components/damage/DamagePhoto';
import { useConfirmExistingDamageShownMutation, useGetOpenVehicleDamageQuery } from '../api/rentalWizardApi';
import type { OpenDamage, WizardRental } from '../api/types';

export interface ExistingDamageSectionProps {
  rental: WizardRental;
  disabled: boolean;
}

/**
 * Step 1's first part: the damage already on the car, on the diagram and as a list, and the box
 * staff tick once they have shown it to the customer (recorded on the rental, so the customer
 * cannot later be charged for it). Nothing to confirm when the car has no open damage.
 */
export function ExistingDamageSection({ rental, disabled }: ExistingDamageSectionProps) {
  const { t } = useTranslation(['staffRentalWizard', 'staffReturn']);
  const { toast } = useToast();
  const query = useGetOpenVehicleDamageQuery(rental.vehicleId ?? 0, { skip: rental.vehicleId === null, refetchOnMountOrArgChange: true });
  const [confirm, confirming] = useConfirmExistingDamageShownMutation();
  const what = (damage: Pick<OpenDamage, 'kind' | 'size' | 'panel'>) =>
    [t(`staffReturn:kinds.${damage.kind}`), t(`staffReturn:sizes.${damage.size}`), t(`staffReturn:panels.${damage.panel}`)].join(' · ');

  let body;
  if (rental.vehicleId === null) body = <Typography color="text.secondary">{t('damage.noVehicle')}</Typography>;
  else if (query.isLoading || (query.isError && query.isFetching))
    body = <Skeleton variant="rounded" height={120} aria-label={t('damage.loading')} />;
  else if (query.isError || !query.data)
    body = <LoadError what={t('damage.loadWhat')} message={translateError(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.items.length === 0) body = <Typography color="text.secondary">{t('damage.none')}</Typography>;
  else {
    const items = query.data.items;
    const byId = new Map(items.map((damage) => [damage.id, damage]));
    const shown = rental.existingDamageShownAt !== null;
    const tick = async () => {
      try {
        await confirm(rental.id).unwrap();
      } catch (error) {
        toast({ title: t('damage.confirmFailed'), description: translateError(error), variant: 'destructive' });
      }
    };
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('damage.intro', { count: items.length })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, alignItems: 'start' }}>
          <Box sx={{ maxWidth: 180, mx: { xs: 'auto', sm: 0 }, width: '100%' }}>
            <CarDiagram
              viewBox={query.data.viewBox}
              existing={items}
              label={t('damage.diagramLabel', { count: items.length })}
              describe={(point) => {
                const damage = byId.get(point.id);
                return damage ? what(damage) : '';
              }}
            />
          </Box>
          <List dense disablePadding aria-label={t('damage.listLabel')}>
            {items.map((damage) => (
              <ListItem key={damage.id} disableGutters divider sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                {damage.photoKey && <DamagePhoto damage={damage} alt={t('damage.photoAlt', { what: what(damage) })} />}
                <ListItemText
                  primary={what(damage)}
                  secondary={[damage.note, t('damage.foundOn', { day: formatDate(todayInKualaLumpur(new Date(damage.foundAt))) })]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </Box>
        <FormControlLabel
          sx={{ ...TAP_TARGET, mt: 1.5, mr: 0, alignItems: 'center' }}
          control={
            <Checkbox
              checked={shown}
              disabled={shown || disabled || confirming.isLoading}
              onChange={(event) => {
                if (event.target.checked) void tick();
              }}
              sx={{ width: 44, height: 44 }}
            />
          }
          label={t('damage.confirm')}
        />
        {shown && rental.existingDamageShownAt && (
          <Typography variant="body2" color="success.main">
            {t('damage.confirmedAt', { when: formatDateTime(rental.existingDamageShownAt) })}
          </Typography>
        )}
        {!shown && (
          <Alert severity="warning" role="status" sx={{ mt: 1 }}>
            {t('damage.required')}
          </Alert>
        )}
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="wizard-existing-damage" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id="wizard-existing-damage" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('damage.title')}
      </Typography>
      {body}
    </Paper>
  );
}
