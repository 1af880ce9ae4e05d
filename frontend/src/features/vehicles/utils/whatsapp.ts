import { rentalDays } from '../../../lib/calendarDate';
import { formatDate } from '../../../lib/format';
import { dayCountLabel } from './priceQuote';

export interface WhatsAppBookingMessage {
  vehicleName: string;
  startDate: string;
  endDate: string;
  /** The signed-in customer's name, so the business knows who is asking. */
  customerName?: string;
  /** The customer's optional message, already trimmed. */
  note?: string;
}

/** The prefilled chat text: the car and the dates in en-MY format (dd/mm/yyyy). */
export function whatsappBookingText({ vehicleName, startDate, endDate, customerName, note }: WhatsAppBookingMessage): string {
  const days = rentalDays(startDate, endDate);
  const length = days === null ? '' : ` (${dayCountLabel(days)})`;
  const lines = [
    `Hi! I would like to book the ${vehicleName} from ${formatDate(startDate)} to ${formatDate(endDate)}${length}.`,
  ];
  if (customerName) lines.push(`Name: ${customerName}`);
  if (note) lines.push(`Message: ${note}`);
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
