import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetPublicConfigQuery } from '../../../api/configApi';
import { todayInKualaLumpur } from '../../../lib/calendarDate';
import { useSession } from '../../../lib/session';
import type { DateRange, PublicVehicle } from '../api/types';
import { useBookingFlow } from '../hooks/useBookingFlow';
import { bookingFormSchema, EMPTY_BOOKING_FORM, type BookingForm, type BookingFormInput } from '../utils/bookingForm';
import { useGetPricingCatalogueQuery, useGetQuoteQuery } from '../../../api/quoteApi';
import { QuoteLines } from '../../../components/quote/QuoteLines';
import { rentalDays } from '../../../lib/calendarDate';
import { extrasBody, NO_EXTRAS, offeredExtras, type Extras } from '../../../components/quote/extras';
import { whatsappBookingLink } from '../utils/whatsapp';
import { BookingSubmitted } from './BookingSubmitted';
import { CustomerBookingActions } from './CustomerBookingActions';
import { DateRangeFields } from './DateRangeFields';
import { NotAvailableNotice } from './NotAvailableNotice';
import { ExtrasPicker } from '../../../components/quote/ExtrasPicker';
import { VisitorBookingActions } from './VisitorBookingActions';

export interface BookingPanelProps {
  vehicle: PublicVehicle;
  /** Dates to start from, e.g. those chosen before signing in (either may be ''). */
  initialRange?: DateRange;
  /** Extras chosen before signing in; those the car is no longer offered are left out. */
  initialExtras?: Extras;
  onClose: () => void;
}

/** Brings the answer to Check Availability into view: on a phone it is below the fold. */
function scrollIntoSight(element: HTMLElement | null) {
  // jsdom has no layout, and no scrollIntoView.
  if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
}

/** Dates, price, Check Availability, and what may be done next. */
export function BookingPanel({ vehicle, initialRange, initialExtras = NO_EXTRAS, onClose }: BookingPanelProps) {
  const { t } = useTranslation('vehicles', { keyPrefix: 'booking' });
  // The price's and the extras' words load with the panel: loaded later, they would suspend it
  // while the visitor is typing a date, and the keys typed meanwhile would be lost.
  useTranslation('quote');
  const [today] = useState(todayInKualaLumpur);
  const schema = useMemo(() => bookingFormSchema(today), [today]);
  const { control, handleSubmit } = useForm<BookingFormInput, unknown, BookingForm>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { ...EMPTY_BOOKING_FORM, ...initialRange },
  });
  const [startDate, endDate, customerMessage] = useWatch({ control, name: ['startDate', 'endDate', 'customerMessage'] });
  const { isAuthenticated, isCustomer, user } = useSession();
  const { data: config } = useGetPublicConfigQuery();
  const [chosenExtras, setExtras] = useState<Extras>(initialExtras);
  const { data: catalogue } = useGetPricingCatalogueQuery();
  // Only what the catalogue offers this car counts (nothing can be chosen before it is in).
  const extras = useMemo(
    () => (catalogue ? offeredExtras(chosenExtras, catalogue, vehicle.category) : NO_EXTRAS),
    [chosenExtras, catalogue, vehicle.category],
  );
  const flow = useBookingFlow(vehicle, extras);
  // Priced by the server's one price function as soon as the dates make a rental from today on.
  const priceable = rentalDays(startDate, endDate) !== null && startDate >= today;
  const { currentData: quote, isFetching: pricing } = useGetQuoteQuery(
    { vehicleId: vehicle.id, startDate, endDate, ...extrasBody(extras) },
    { skip: !priceable },
  );

  const range = { startDate, endDate };
  const phase = flow.phaseFor(range);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase.kind === 'available' || phase.kind === 'unavailable' || phase.kind === 'offline') scrollIntoSight(resultRef.current);
  }, [phase]);

  if (phase.kind === 'submitted') return <BookingSubmitted request={phase.request} onClose={onClose} />;

  const note = customerMessage.trim();
  const whatsappHref = whatsappBookingLink(config?.businessWhatsapp, {
    vehicleName: vehicle.displayName,
    startDate,
    endDate,
    customerName: user?.fullName,
    note: note || undefined,
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(flow.check)} aria-label={t('form')}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <DateRangeFields control={control} today={today} startDate={startDate} disabled={flow.requesting} />
      {catalogue && (
        <ExtrasPicker catalogue={catalogue} category={vehicle.category} extras={extras} onChange={setExtras} disabled={flow.requesting} />
      )}
      {quote ? (
        <QuoteLines quote={quote} />
      ) : (
        priceable &&
        pricing && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('pricing')}
          </Typography>
        )
      )}
      <Button
        type="submit"
        variant={phase.kind === 'idle' ? 'contained' : 'outlined'}
        disabled={flow.checking || flow.requesting}
        startIcon={flow.checking ? <CircularProgress size={18} color="inherit" /> : <EventAvailableIcon />}
      >
        {flow.checking ? t('checking') : t('check')}
      </Button>
      <Box ref={resultRef} sx={{ display: 'grid', gap: 2, scrollMarginBottom: 16, '&:empty': { display: 'none' } }}>
        {phase.kind === 'unavailable' && <NotAvailableNotice conflicts={phase.conflicts} />}
        {phase.kind === 'offline' && (
          <Alert severity="warning" variant="outlined" data-testid="availability-offline">
            <AlertTitle>{t('offlineTitle')}</AlertTitle>
            {t('offline')}
          </Alert>
        )}
        {phase.kind === 'available' && (
          <>
            <Alert severity="success" variant="outlined" role="status">
              {t('available')}
            </Alert>
            {isAuthenticated && isCustomer ? (
              <CustomerBookingActions
                control={control}
                messageLength={customerMessage.length}
                requesting={flow.requesting}
                onRequest={handleSubmit(flow.request)}
                whatsappHref={whatsappHref}
              />
            ) : (
              <VisitorBookingActions vehicleId={vehicle.id} range={range} extras={extras} />
            )}
          </>
        )}
      </Box>
    </Stack>
  );
}
