import { describe, expect, it } from 'vitest';
import { whatsappBookingLink, whatsappBookingText } from './whatsapp';

const booking = { vehicleName: 'Perodua Myvi - WXY', startDate: '2026-12-01', endDate: '2026-12-04' };

describe('whatsappBookingText', () => {
  it('names the car and the dates in en-MY format', () => {
    expect(whatsappBookingText(booking)).toBe('Hi! I would like to book the Perodua Myvi - WXY from 01/12/2026 to 04/12/2026 (3 days).');
  });

  it("adds the customer's name and message when there are some", () => {
    expect(whatsappBookingText({ ...booking, customerName: 'Nur Aisyah', note: 'Pickup at KLIA' })).toBe(
      'Hi! I would like to book the Perodua Myvi - WXY from 01/12/2026 to 04/12/2026 (3 days).\n' +
        'Name: Nur Aisyah\nMessage: Pickup at KLIA',
    );
  });
});

describe('whatsappBookingLink', () => {
  it('opens a chat with the business number and the encoded text', () => {
    const link = whatsappBookingLink('60123456789', booking);
    expect(link).toBe(
      'https://wa.me/60123456789?text=' +
        'Hi!%20I%20would%20like%20to%20book%20the%20Perodua%20Myvi%20-%20WXY%20from%2001%2F12%2F2026%20to%2004%2F12%2F2026%20(3%20days).',
    );
    expect(decodeURIComponent(new URL(link ?? '').searchParams.get('text') ?? '')).toBe(whatsappBookingText(booking));
  });

  it('keeps only the digits of the number', () => {
    expect(whatsappBookingLink('+60 12-345 6789', booking)).toMatch(/^https:\/\/wa\.me\/60123456789\?text=/);
  });

  it('encodes characters that would break the link', () => {
    const link = whatsappBookingLink('60123456789', { ...booking, note: 'A & B? #1' }) ?? '';
    expect(link).toContain('A%20%26%20B%3F%20%231');
  });

  it('is null without a number', () => {
    expect(whatsappBookingLink(undefined, booking)).toBeNull();
    expect(whatsappBookingLink('', booking)).toBeNull();
  });
});
