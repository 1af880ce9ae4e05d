import { i18n } from '../../../i18n';
import { rentalDays } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import { dayCountLabel } from './dayCount';

export interface WhatsAppBookingMessage {
  vehicleName: string;
  startDate: string;
  endDate: string;
  /** The signed-in customer's name, so the business knows who is asking. */
  customerName?: string;
  /** The customer's optional message, already trimmed. */
  note?: string;
}

/** The prefilled chat text in the reader's language: the car and the dates as dd/mm/yyyy. */
export function whatsappBookingText({ vehicleName, startDate, endDate, customerName, note }: WhatsAppBookingMessage): string {
  const days = rentalDays(startDate, endDate);
  const length = days === null ? '' : i18n.t('vehicles:whatsapp.length', { days: dayCountLabel(days) });
  const lines = [
    i18n.t('vehicles:whatsapp.text', {
      vehicle: vehicleName,
      start: formatDate(startDate),
      end: formatDate(endDate),
      length,
    }),
  ];
  if (customerName) lines.push(i18n.t('vehicles:whatsapp.name', { name: customerName }));
  if (note) lines.push(i18n.t('vehicles:whatsapp.message', { message: note }));
  return lines.join('\n');
}

/**
 * https://wa.me/<number>?text=<message> for the business's WhatsApp number (international
 * digits, e.g. 60123456789). Null when no usable number is configured.
 */
export function whatsappBookingLink(businessWhatsapp: string | undefined, message: WhatsAppBookingMessage): string | null {
  const digits = (businessWhatsapp ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsappBookingText(message))}`;
}
