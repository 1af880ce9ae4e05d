import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRequest } from '../../../api/types';
import { useToast } from '../../../components/toast';
import { errorStatus } from '../../../lib/httpError';
import { useSession } from '../../../lib/session';
import { useCheckAvailabilityMutation, useCreateBookingRequestMutation } from '../api/vehiclesApi';
import type { DateRange, PublicVehicle } from '../api/types';
import type { BookingForm } from '../utils/bookingForm';
import { extrasBody, NO_EXTRAS, type Extras } from '../../../components/quote/extras';
import { translateError } from '../../../i18n';

/** What the dialog knows about the dates it last checked. */
export type BookingPhase =
  | { kind: 'idle' }
  | { kind: 'available'; range: DateRange }
  /** conflicts is empty when the check failed or the server refused the request. */
  | { kind: 'unavailable'; range: DateRange; conflicts: DateRange[] }
  /** The check never reached the server: nothing is known about the dates. */
  | { kind: 'offline'; range: DateRange }
  | { kind: 'submitted'; range: DateRange; request: BookingRequest };

const IDLE: BookingPhase = { kind: 'idle' };

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.startDate === b.startDate && a.endDate === b.endDate;
}

export interface BookingFlow {
  /** The phase for the dates now in the form: a result for other dates no longer counts. */
  phaseFor: (range: DateRange) => BookingPhase;
  check: (values: BookingForm) => Promise<void>;
  request: (values: BookingForm) => Promise<void>;
  checking: boolean;
  requesting: boolean;
}

/**
 * Check Availability, then Request Booking, for one vehicle. A check the server refused counts
 * as not available; one that never reached it (no connection) says so, without blaming the dates. The request trims the message and leaves it out when empty.
 */
export function useBookingFlow(vehicle: PublicVehicle, extras: Extras = NO_EXTRAS): BookingFlow {
  const [phase, setPhase] = useState<BookingPhase>(IDLE);
  const [checkAvailability, { isLoading: checking }] = useCheckAvailabilityMutation();
  const [createBookingRequest, { isLoading: requesting }] = useCreateBookingRequestMutation();
  const { user } = useSession();
  const { toast } = useToast();
  const { t } = useTranslation('vehicles', { keyPrefix: 'toast' });

  const phaseFor = (range: DateRange) => (phase.kind !== 'idle' && sameRange(phase.range, range) ? phase : IDLE);

  const check = async ({ startDate, endDate }: BookingForm) => {
    const range = { startDate, endDate };
    try {
      const { available, conflicts } = await checkAvailability({ vehicleId: vehicle.id, ...range }).unwrap();
      setPhase(available ? { kind: 'available', range } : { kind: 'unavailable', range, conflicts });
    } catch (error) {
      if (errorStatus(error) === null) {
        setPhase({ kind: 'offline', range });
        toast({ title: t('offline'), description: translateError(error), variant: 'destructive' });
        return;
      }
      setPhase({ kind: 'unavailable', range, conflicts: [] });
      toast({ title: t('notAvailable'), description: translateError(error), variant: 'destructive' });
    }
  };

  const request = async ({ startDate, endDate, customerMessage }: BookingForm) => {
    const range = { startDate, endDate };
    const message = customerMessage.trim();
    try {
      const created = await createBookingRequest({
        customerId: user?.id ?? 0,
        vehicleId: vehicle.id,
        vehicleName: vehicle.name,
        ...range,
        ...extrasBody(extras),
        ...(message ? { customerMessage: message } : {}),
      }).unwrap();
      setPhase({ kind: 'submitted', range, request: created });
      toast({
        title: t('submitted'),
        description: t('submittedDescription'),
      });
    } catch (error) {
      if (errorStatus(error) === 409) setPhase({ kind: 'unavailable', range, conflicts: [] });
      toast({ title: t('requestFailed'), description: translateError(error), variant: 'destructive' });
    }
  };

  return { phaseFor, check, request, checking, requesting };
}
