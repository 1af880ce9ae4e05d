import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import type { StaffBookingRequest } from '../api/types';

/**
 * A phone number in the international form wa.me wants, for Malaysian numbers: digits only,
 * a leading 0 becomes 60 ("012-345 6789" -> "60123456789"), a leading 60 stays. Our additions
 * for the other cases: a number written with "+" or "00" is already international and keeps
 * its own country code ("+65 9123 4567" -> "6591234567"); a local number without its 0
 * ("12-345 6789") is taken as Malaysian. Null when there are too few digits to dial.
 */
export function toWhatsAppNumber(phone: string | null | undefined): string | null {
  const text = (phone ?? '').trim();
  let digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('60')) {
    // Malaysian international form already
  } else if (digits.startsWith('0')) {
    digits = `60${digits.slice(1)}`;
  } else if (digits) {
    digits = `60${digits}`;
  }
  return digits.length >= 8 ? digits : null;
}

/**
 * The chat text staff send about one request: the request number, the car and the dates, in
 * the customer's language whatever language the staff member reads the dashboard in.
 */
export function bookingRequestMessage(request: StaffBookingRequest): string {
  const t = i18n.getFixedT(request.customerLanguage, 'staffBookings', 'card');
  return t('whatsappMessage', {
    name: request.customerName,
    id: request.id,
    car: request.vehicleDisplayName || request.vehicleName,
    start: formatDate(request.startDate),
    end: formatDate(request.endDate),
    days: t('days', { count: request.totalDays }),
  });
}

/** https://wa.me/<number>?text=<message>, or null when the customer has no usable phone number. */
export function bookingRequestWhatsAppLink(request: StaffBookingRequest): string | null {
  const number = toWhatsAppNumber(request.phoneNumber);
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(bookingRequestMessage(request))}`;
}
