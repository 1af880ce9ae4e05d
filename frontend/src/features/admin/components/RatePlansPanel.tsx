import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormDialogActions } from '../../../components/dialogs/FormDialogActions';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { TAP_TARGET } from '../../../components/tapTarget';
import { useToast } from '../../../components/toast';
import { currentLanguage, translateError } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { VEHICLE_CATEGORIES } from '../../staff-vehicles/api/types';
import { useGetPublicVehiclesQuery } from '../../vehicles/api/vehiclesApi';
import {
  useCreateSeasonMutation,
  useGetHolidaysQuery,
  useGetRatePlansQuery,
  useRemoveSeasonMutation,
  useSaveAddOnMutation,
  useSaveDeliveryZoneMutation,
  useSetWeekendMutation,
  useUpdateSeasonMutation,
  type AddOn,
  type AddOnBody,
  type DeliveryZone,
  type DeliveryZoneBody,
  type Holiday,
  type Season,
  type SeasonBody,
} from '../api/ratePlansApi';
import { PanelLoadError } from './PanelLoadError';

/** Friday first: how a Malaysian business reads its week's busy end. */
const WEEKDAYS = [
  [5, 'fri'],
  [6, 'sat'],
  [0, 'sun'],
  [1, 'mon'],
  [2, 'tue'],
  [3, 'wed'],
  [4, 'thu'],
] as const;
const STATE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16'] as const;
// A native select always shows a choice, so its label stays above it.
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

const named = (item: { nameEn: string; nameMs: string }) => (currentLanguage() === 'ms' ? item.nameMs : item.nameEn);

function useSaved() {
  const { t } = useTranslation('ratePlans');
  const { toast } = useToast();
  return async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      toast({ title: t('saved') });
      return true;
    } catch (failure) {
      toast({ title: t('failed'), description: translateError(failure), variant: 'destructive' });
      return false;
    }
  };
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

interface Names {
  nameEn: string;
  nameMs: string;
}

/** Every row here is named in both languages: the two name fields, side by side on a wide screen. */
function NameFields({
  names,
  onChange,
  required = false,
}: {
  names: Names;
  onChange: (change: Partial<Names>) => void;
  required?: boolean;
}) {
  const { t } = useTranslation('ratePlans');
  return (
    <>
      {(['nameEn', 'nameMs'] as const).map((field) => (
        <TextField
          key={field}
          label={t(field)}
          required={required}
          value={names[field]}
          onChange={(event) => onChange({ [field]: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      ))}
    </>
  );
}

function WeekendSection({ days }: { days: number[] }) {
  const { t } = useTranslation('ratePlans');
  const saved = useSaved();
  const [setWeekend, setting] = useSetWeekendMutation();
  const [chosen, setChosen] = useState<number[]>(days);
  const toggle = (day: number) =>
    setChosen((current) => (current.includes(day) ? current.filter((one) => one !== day) : [...current, day]));
  return (
    <Section title={t('weekend.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('weekend.help')}
      </Typography>
      <FormGroup row role="group" aria-label={t('weekend.title')}>
        {WEEKDAYS.map(([day, name]) => (
          <FormControlLabel
            key={day}
            control={<Checkbox checked={chosen.includes(day)} onChange={() => toggle(day)} />}
            label={t(`weekdays.${name}`)}
            sx={TAP_TARGET}
          />
        ))}
      </FormGroup>
      <Button
        variant="contained"
        disabled={setting.isLoading}
        onClick={() => void saved(() => setWeekend(chosen).unwrap())}
        sx={TAP_TARGET}
      >
        {t('weekend.save')}
      </Button>
    </Section>
  );
}

function seasonForm(season: Season | null, holiday: Holiday | null): SeasonBody {
  return {
    nameEn: season?.nameEn ?? holiday?.nameEn ?? '',
    nameMs: season?.nameMs ?? holiday?.nameMs ?? '',
    startDate: season?.startDate ?? holiday?.startDate ?? '',
    endDate: season?.endDate ?? holiday?.endDate ?? '',
    adjustment: season?.adjustment ?? 'percent',
    rate: season?.rate ?? '',
    percent: season?.percent ?? 30,
    minDays: season?.minDays ?? 1,
    reach: season?.reach ?? 'all',
    category: season?.category ?? 'Sedan',
    vehicleId: season?.vehicleId ?? undefined,
    holidayKey: season?.holidayKey ?? holiday?.key,
  };
}

/** What the form sends: only the fields its adjustment and reach use. */
function seasonBody(form: SeasonBody): SeasonBody {
  const body: SeasonBody = { ...form };
  if (form.adjustment === 'rate') delete body.percent;
  else delete body.rate;
  if (form.reach !== 'category') delete body.category;
  if (form.reach !== 'vehicle') delete body.vehicleId;
  if (!form.holidayKey) delete body.holidayKey;
  return body;
}

function SeasonDialog({
  open,
  season,
  holiday,
  onClose,
}: {
  open: boolean;
  season: Season | null;
  holiday: Holiday | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['ratePlans', 'vehicles']);
  const saved = useSaved();
  const [createSeason, creating] = useCreateSeasonMutation();
  const [updateSeason, updating] = useUpdateSeasonMutation();
  const { data: vehicles = [] } = useGetPublicVehiclesQuery();
  const [form, setForm] = useState<SeasonBody>(() => seasonForm(season, holiday));
  const set = (change: Partial<SeasonBody>) => setForm((current) => ({ ...current, ...change }));
  const pending = creating.isLoading || updating.isLoading;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saved(() =>
      season ? updateSeason({ id: season.id, ...seasonBody(form) }).unwrap() : createSeason(seasonBody(form)).unwrap(),
    ).then((ok) => ok && onClose());
  };
  return (
    <FormDialog open={open} pending={pending} onClose={onClose} title={season ? t('seasons.edit') : t('seasons.add')}>
      {(formId) => (
        <>
          <DialogContent dividers>
            <Stack component="form" id={formId} spacing={2} onSubmit={submit} noValidate>
              <NameFields names={form} onChange={set} required />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  type="date"
                  label={t('seasons.from')}
                  required
                  value={form.startDate}
                  onChange={(event) => set({ startDate: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  type="date"
                  label={t('seasons.to')}
                  required
                  value={form.endDate}
                  onChange={(event) => set({ endDate: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              </Stack>
              <TextField
                select
                label={t('seasons.adjustment')}
                value={form.adjustment}
                onChange={(event) => set({ adjustment: event.target.value as SeasonBody['adjustment'] })}
                slotProps={NATIVE}
              >
                <option value="percent">{t('seasons.byPercent')}</option>
                <option value="rate">{t('seasons.ownRate')}</option>
              </TextField>
              {form.adjustment === 'percent' ? (
                <TextField
                  type="number"
                  label={t('seasons.percent')}
                  helperText={t('seasons.percentHelp')}
                  value={form.percent ?? ''}
                  onChange={(event) => set({ percent: event.target.value === '' ? undefined : Number(event.target.value) })}
                  slotProps={{ htmlInput: { min: -90, max: 500, step: 1, inputMode: 'numeric' } }}
                />
              ) : (
                <TextField
                  label={t('seasons.rate')}
                  value={form.rate ?? ''}
                  onChange={(event) => set({ rate: event.target.value })}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
                />
              )}
              <TextField
                type="number"
                label={t('seasons.minDays')}
                helperText={t('seasons.minDaysHelp')}
                value={form.minDays}
                onChange={(event) => set({ minDays: Number(event.target.value) })}
                slotProps={{ htmlInput: { min: 1, max: 30, step: 1, inputMode: 'numeric' } }}
              />
              <TextField
                select
                label={t('seasons.reach')}
                value={form.reach}
                onChange={(event) => set({ reach: event.target.value as SeasonBody['reach'] })}
                slotProps={NATIVE}
              >
                <option value="all">{t('seasons.reaches.all')}</option>
                <option value="category">{t('seasons.reaches.category')}</option>
                <option value="vehicle">{t('seasons.reaches.vehicle')}</option>
              </TextField>
              {form.reach === 'category' && (
                <TextField
                  select
                  label={t('seasons.category')}
                  value={form.category ?? ''}
                  onChange={(event) => set({ category: event.target.value as SeasonBody['category'] })}
                  slotProps={NATIVE}
                >
                  {VEHICLE_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(`vehicles:categories.${category}`)}
                    </option>
                  ))}
                </TextField>
              )}
              {form.reach === 'vehicle' && (
                <TextField
                  select
                  label={t('seasons.vehicle')}
                  value={form.vehicleId ?? ''}
                  onChange={(event) => set({ vehicleId: Number(event.target.value) || undefined })}
                  slotProps={NATIVE}
                >
                  <option value="">{t('seasons.chooseVehicle')}</option>
                  {vehicles.map((vehicle) => (
                    <option key={vehicle.id} value={vehicle.id}>
                      {vehicle.displayName}
                    </option>
                  ))}
                </TextField>
              )}
            </Stack>
          </DialogContent>
          <FormDialogActions formId={formId} pending={pending} onCancel={onClose} submitLabel={t('save')} pendingLabel={t('saving')} />
        </>
      )}
    </FormDialog>
  );
}

function SeasonSummary({ season }: { season: Season }) {
  const { t } = useTranslation(['ratePlans', 'vehicles']);
  const change =
    season.adjustment === 'percent'
      ? t('seasons.percentText', { percent: season.percent !== null && season.percent > 0 ? `+${season.percent}` : String(season.percent) })
      : t('seasons.rateText', { rate: season.rate ?? '' });
  const reach =
    season.reach === 'all'
      ? t('seasons.reaches.all')
      : season.reach === 'category' && season.category
        ? t(`vehicles:categories.${season.category}`)
        : t('seasons.oneCar', { id: season.vehicleId ?? '' });
  return (
    <Typography variant="body2" color="text.secondary">
      {[
        `${formatDate(season.startDate)} – ${formatDate(season.endDate)}`,
        change,
        t('seasons.atLeast', { count: season.minDays }),
        reach,
      ].join(' · ')}
    </Typography>
  );
}

/** How many holidays show before "Show all": two years of them is a long scroll on a phone. */
const HOLIDAYS_SHOWN_FIRST = 8;

function HolidayList({ holidays, busy, onMakeSeason }: { holidays: Holiday[]; busy: boolean; onMakeSeason: (holiday: Holiday) => void }) {
  const { t } = useTranslation('ratePlans');
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? holidays : holidays.slice(0, HOLIDAYS_SHOWN_FIRST);
  return (
    <Stack spacing={1} aria-busy={busy}>
      {shown.map((holiday) => (
        <Stack
          key={holiday.key}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography>
            {named(holiday)} · {formatDate(holiday.startDate)}
            {holiday.endDate !== holiday.startDate ? ` – ${formatDate(holiday.endDate)}` : ''}
          </Typography>
          {holiday.seasonId === null ? (
            <Button
              variant="outlined"
              onClick={() => onMakeSeason(holiday)}
              sx={TAP_TARGET}
              aria-label={t('holidays.makeSeasonFor', { name: named(holiday) })}
            >
              {t('holidays.makeSeason')}
            </Button>
          ) : (
            <Typography variant="body2" color="success.main">
              {t('holidays.seasonMade')}
            </Typography>
          )}
        </Stack>
      ))}
      {holidays.length > shown.length && (
        <Button onClick={() => setShowAll(true)} sx={{ ...TAP_TARGET, alignSelf: 'flex-start' }}>
          {t('holidays.showAll', { count: holidays.length })}
        </Button>
      )}
    </Stack>
  );
}

function SeasonsSection({ seasons }: { seasons: Season[] }) {
  const { t } = useTranslation('ratePlans');
  const saved = useSaved();
  const [removeSeason, removing] = useRemoveSeasonMutation();
  const [editing, setEditing] = useState<{ season: Season | null; holiday: Holiday | null } | null>(null);
  const [confirming, setConfirming] = useState<Season | null>(null);
  const [state, setState] = useState(() => localStorage.getItem('holidayState') ?? '');
  const { data: holidays, isFetching } = useGetHolidaysQuery(state);
  const chooseState = (code: string) => {
    setState(code);
    localStorage.setItem('holidayState', code);
  };
  return (
    <Section
      title={t('seasons.title')}
      action={
        <Button variant="contained" onClick={() => setEditing({ season: null, holiday: null })} sx={TAP_TARGET}>
          {t('seasons.add')}
        </Button>
      }
    >
      <Stack spacing={1}>
        {seasons.length === 0 && <Typography color="text.secondary">{t('seasons.none')}</Typography>}
        {seasons.map((season) => (
          <Paper key={season.id} variant="outlined" component="article" aria-label={named(season)} sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{named(season)}</Typography>
            <SeasonSummary season={season} />
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button onClick={() => setEditing({ season, holiday: null })} sx={TAP_TARGET}>
                {t('edit')}
              </Button>
              <Button color="error" onClick={() => setConfirming(season)} sx={TAP_TARGET}>
                {t('seasons.remove')}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>

      <Typography variant="subtitle1" component="h4" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {t('holidays.title')}
      </Typography>
      <TextField
        select
        label={t('holidays.state')}
        value={state}
        onChange={(event) => chooseState(event.target.value)}
        slotProps={NATIVE}
        sx={{ mb: 1, minWidth: 240 }}
      >
        <option value="">{t('holidays.nationalOnly')}</option>
        {STATE_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`states.${code}`)}
          </option>
        ))}
      </TextField>
      {isFetching && !holidays ? (
        <LoadingScreen />
      ) : (
        <HolidayList holidays={holidays ?? []} busy={isFetching} onMakeSeason={(holiday) => setEditing({ season: null, holiday })} />
      )}

      {editing && <SeasonDialog open season={editing.season} holiday={editing.holiday} onClose={() => setEditing(null)} />}
      <FormDialog
        open={confirming !== null}
        pending={removing.isLoading}
        onClose={() => setConfirming(null)}
        title={t('seasons.removeTitle')}
        maxWidth="xs"
      >
        {(formId) => (
          <>
            <DialogContent>
              <Box
                component="form"
                id={formId}
                onSubmit={(event: FormEvent) => {
                  event.preventDefault();
                  if (confirming) void saved(() => removeSeason(confirming.id).unwrap()).then(() => setConfirming(null));
                }}
              >
                <Typography>{t('seasons.removeText', { name: confirming ? named(confirming) : '' })}</Typography>
              </Box>
            </DialogContent>
            <FormDialogActions
              formId={formId}
              pending={removing.isLoading}
              onCancel={() => setConfirming(null)}
              submitLabel={t('seasons.remove')}
              pendingLabel={t('saving')}
              submitColor="error"
            />
          </>
        )}
      </FormDialog>
    </Section>
  );
}

const EMPTY_ADD_ON: AddOnBody = {
  nameEn: '',
  nameMs: '',
  pricing: 'per_day',
  price: '',
  cap: null,
  taxable: true,
  categories: null,
  stock: null,
  active: true,
};

function AddOnRow({ addOn }: { addOn: AddOn | null }) {
  const { t } = useTranslation(['ratePlans', 'vehicles']);
  const saved = useSaved();
  const [saveAddOn, saving] = useSaveAddOnMutation();
  const [form, setForm] = useState<AddOnBody>(addOn ? { ...addOn } : EMPTY_ADD_ON);
  const set = (change: Partial<AddOnBody>) => setForm((current) => ({ ...current, ...change }));
  const categories = form.categories ?? [];
  const toggleCategory = (category: (typeof VEHICLE_CATEGORIES)[number]) => {
    const next = categories.includes(category) ? categories.filter((one) => one !== category) : [...categories, category];
    set({ categories: next.length === 0 ? null : next });
  };
  const save = () =>
    void saved(async () => {
      const { nameEn, nameMs, pricing, price, cap, taxable, stock, active } = form;
      await saveAddOn({
        id: addOn?.id ?? null,
        nameEn,
        nameMs,
        pricing,
        price,
        cap: cap || null,
        taxable,
        categories: form.categories,
        stock,
        active,
      }).unwrap();
      if (!addOn) setForm(EMPTY_ADD_ON);
    });
  return (
    <Paper variant="outlined" component="article" aria-label={addOn ? named(addOn) : t('addOns.new')} sx={{ p: 1.5 }}>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <NameFields names={form} onChange={set} />
          <TextField
            select
            label={t('addOns.pricing')}
            value={form.pricing}
            onChange={(event) => set({ pricing: event.target.value as AddOnBody['pricing'] })}
            slotProps={NATIVE}
          >
            <option value="per_day">{t('addOns.perDay')}</option>
            <option value="per_rental">{t('addOns.perRental')}</option>
          </TextField>
          <TextField
            label={t('addOns.price')}
            value={form.price}
            onChange={(event) => set({ price: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
          />
          <TextField
            label={t('addOns.cap')}
            helperText={t('addOns.capHelp')}
            value={form.cap ?? ''}
            onChange={(event) => set({ cap: event.target.value || null })}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
          />
          <TextField
            label={t('addOns.stock')}
            helperText={t('addOns.stockHelp')}
            value={form.stock ?? ''}
            onChange={(event) => set({ stock: event.target.value === '' ? null : Number(event.target.value) })}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        <FormGroup row role="group" aria-label={t('addOns.categories')}>
          <Typography variant="body2" sx={{ alignSelf: 'center', mr: 1 }}>
            {t('addOns.categories')}
          </Typography>
          {VEHICLE_CATEGORIES.map((category) => (
            <FormControlLabel
              key={category}
              control={<Checkbox checked={categories.includes(category)} onChange={() => toggleCategory(category)} />}
              label={t(`vehicles:categories.${category}`)}
              sx={TAP_TARGET}
            />
          ))}
        </FormGroup>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={form.taxable} onChange={(event) => set({ taxable: event.target.checked })} />}
            label={t('addOns.taxable')}
            sx={TAP_TARGET}
          />
          <FormControlLabel
            control={<Checkbox checked={form.active} onChange={(event) => set({ active: event.target.checked })} />}
            label={t('offered')}
            sx={TAP_TARGET}
          />
          <Button variant="contained" onClick={save} disabled={saving.isLoading} sx={TAP_TARGET}>
            {addOn ? t('save') : t('addOns.add')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

const EMPTY_ZONE: DeliveryZoneBody = { nameEn: '', nameMs: '', fee: '', active: true };

function ZoneRow({ zone }: { zone: DeliveryZone | null }) {
  const { t } = useTranslation('ratePlans');
  const saved = useSaved();
  const [saveZone, saving] = useSaveDeliveryZoneMutation();
  const [form, setForm] = useState<DeliveryZoneBody>(
    zone ? { nameEn: zone.nameEn, nameMs: zone.nameMs, fee: zone.fee, active: zone.active } : EMPTY_ZONE,
  );
  const set = (change: Partial<DeliveryZoneBody>) => setForm((current) => ({ ...current, ...change }));
  const save = () =>
    void saved(async () => {
      await saveZone({ id: zone?.id ?? null, ...form }).unwrap();
      if (!zone) setForm(EMPTY_ZONE);
    });
  return (
    <Paper variant="outlined" component="article" aria-label={zone ? named(zone) : t('zones.new')} sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <NameFields names={form} onChange={set} />
        <TextField
          label={t('zones.fee')}
          value={form.fee}
          onChange={(event) => set({ fee: event.target.value })}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 9 } }}
        />
        <FormControlLabel
          control={<Checkbox checked={form.active} onChange={(event) => set({ active: event.target.checked })} />}
          label={t('offered')}
          sx={TAP_TARGET}
        />
        <Button variant="contained" onClick={save} disabled={saving.isLoading} sx={TAP_TARGET}>
          {zone ? t('save') : t('zones.add')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The admin's rate plans: the weekend, seasons (with Malaysia's public holidays to start from), add-ons and delivery zones. */
export function RatePlansPanel() {
  const { t } = useTranslation('ratePlans');
  const { data, error, isLoading, refetch } = useGetRatePlansQuery();
  if (isLoading) return <LoadingScreen />;
  if (error || !data) return <PanelLoadError what={t('loadWhat')} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={4}>
      <WeekendSection key={data.weekendDays.join(',')} days={data.weekendDays} />
      <SeasonsSection seasons={data.seasons} />
      <Section title={t('addOns.title')}>
        <Stack spacing={1}>
          {data.addOns.map((addOn) => (
            <AddOnRow key={JSON.stringify(addOn)} addOn={addOn} />
          ))}
          <AddOnRow key={`new:${data.addOns.length}`} addOn={null} />
        </Stack>
      </Section>
      <Section title={t('zones.title')}>
        <Stack spacing={1}>
          {data.deliveryZones.map((zone) => (
            <ZoneRow key={JSON.stringify(zone)} zone={zone} />
          ))}
          <ZoneRow key={`new:${data.deliveryZones.length}`} zone={null} />
        </Stack>
      </Section>
    </Stack>
  );
}
