import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import type { StaffBookingRequest } from '../api/types';
import { bookingRequestMessage, bookingRequestWhatsAppLink, toWhatsAppNumber } from './whatsapp';

function request(overrides: Partial<StaffBookingRequest> = {}): StaffBookingRequest {
  return {
    id: 42,
    customerId: 7,
    customerName: 'Nur Aisyah binti Ahmad',
    email: 'aisyah@example.com',
    phoneNumber: '012-345 6789',
    customerLanguage: 'en',
    vehicleId: 1,
    vehicleName: 'Perodua Myvi 1.5 AV',
    vehicleDisplayName: 'Perodua Myvi - WXY',
    vehicleCategory: 'Compact',
    startDate: '2026-12-01',
    endDate: '2026-12-04',
    totalDays: 3,
    customerMessage: null,
    status: 'pending',
    staffReason: null,
    rentalId: null,
    emailSent: false,
    overlapsWith: [],
    customerTier: { tierName: 'Bronze', discountPercentage: '0.00' },
    suggestedDiscount: '0.00',
    dailyRate: '120.00',
    deposit: '200.00',
    estimatedTotal: '560.00',
    quote: null,
    missingDocuments: [],
    createdAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}

describe('toWhatsAppNumber', () => {
  it.each([
    ['012-345 6789', '60123456789'],
    ['0123456789', '60123456789'],
    ['(03) 2141 8888', '60321418888'],
    ['60123456789', '60123456789'],
    ['60 12-345 6789', '60123456789'],
    ['+60 12-345 6789', '60123456789'],
    ['0060123456789', '60123456789'],
  ])('turns %s into %s', (phone, expected) => {
    expect(toWhatsAppNumber(phone)).toBe(expected);
  });

  it('keeps the country code of a number written with +', () => {
    expect(toWhatsAppNumber('+65 9123 4567')).toBe('6591234567');
  });

  it('reads a local number without its leading 0 as Malaysian', () => {
    expect(toWhatsAppNumber('12-345 6789')).toBe('60123456789');
  });

  it('gives null when there is nothing to dial', () => {
    expect(toWhatsAppNumber(null)).toBeNull();
    expect(toWhatsAppNumber('')).toBeNull();
    expect(toWhatsAppNumber('n/a')).toBeNull();
    expect(toWhatsAppNumber('012')).toBeNull();
  });
});

describe('bookingRequestWhatsAppLink', () => {
  it('links to the normalised number with a message naming the request, the car and the en-MY dates', () => {
    const link = bookingRequestWhatsAppLink(request());
    expect(link).not.toBeNull();
    const url = new URL(link ?? '');
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/60123456789');
    const text = url.searchParams.get('text') ?? '';
    expect(text).toBe(
      'Hi Nur Aisyah binti Ahmad, this is about your booking request #42 for the Perodua Myvi - WXY from 01/12/2026 to 04/12/2026 (3 days).',
    );
  });

  it('encodes the message so spaces, # and slashes survive', () => {
    const link = bookingRequestWhatsAppLink(request()) ?? '';
    expect(link).toContain('request%20%2342');
    expect(link).toContain('01%2F12%2F2026');
    expect(link).not.toContain(' ');
  });

  it('says "1 day" for a one-day rental and falls back to the vehicle name', () => {
    const message = bookingRequestMessage(request({ totalDays: 1, endDate: '2026-12-01', vehicleDisplayName: '' }));
    expect(message).toContain('for the Perodua Myvi 1.5 AV from 01/12/2026 to 01/12/2026 (1 day).');
  });

  it("writes in the customer's language, whatever the dashboard's language", async () => {
    const malay = request({ customerLanguage: 'ms' });
    expect(bookingRequestMessage(malay)).toBe(
      'Hai Nur Aisyah binti Ahmad, ini berkenaan permintaan tempahan anda #42 untuk Perodua Myvi - WXY dari 01/12/2026 hingga 04/12/2026 (3 hari).',
    );
    await i18n.changeLanguage('ms');
    try {
      expect(bookingRequestMessage(request())).toContain('Hi Nur Aisyah binti Ahmad, this is about your booking request #42');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('has no link without a phone number', () => {
    expect(bookingRequestWhatsAppLink(request({ phoneNumber: null }))).toBeNull();
  });
});
