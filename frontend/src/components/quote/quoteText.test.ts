import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteLine } from '../../api/quoteApi';
import { i18n } from '../../i18n';
import { chargedAsText, minimumText, quoteLineAmount, quoteLineText } from './quoteText';

const raya = { id: 3, nameEn: 'Hari Raya Aidilfitri', nameMs: 'Hari Raya Aidilfitri', percent: 40 };
const LINES: QuoteLine[] = [
  { kind: 'days', amount: '150.00', rate: 'daily', season: null, days: 1, unitPrice: '150.00' },
  { kind: 'days', amount: '540.00', rate: 'weekend', season: null, days: 3, unitPrice: '180.00' },
  { kind: 'days', amount: '840.00', rate: 'weekly', season: null, days: 7, unitPrice: '120.00' },
  { kind: 'days', amount: '420.00', rate: 'daily', season: raya, days: 2, unitPrice: '210.00' },
  { kind: 'days', amount: '500.00', rate: 'daily', season: { ...raya, percent: null }, days: 2, unitPrice: '250.00' },
  {
    kind: 'add_on',
    amount: '60.00',
    addOnId: 1,
    nameEn: 'Child seat',
    nameMs: 'Kerusi kanak-kanak',
    pricing: 'per_day',
    quantity: 2,
    days: 3,
    unitPrice: '10.00',
    capped: false,
  },
  {
    kind: 'add_on',
    amount: '50.00',
    addOnId: 2,
    nameEn: 'CDW',
    nameMs: 'CDW',
    pricing: 'per_rental',
    quantity: 1,
    days: 1,
    unitPrice: '50.00',
    capped: true,
  },
  { kind: 'delivery', amount: '40.00', zoneId: 4, nameEn: 'Klang Valley', nameMs: 'Lembah Klang' },
  { kind: 'discount', amount: '34.50', reason: 'tier', tierName: 'Gold', percent: '5.00' },
  { kind: 'discount', amount: '20.00', reason: 'chosen', tierName: null },
  { kind: 'tax', amount: '55.20', percent: '8.00' },
  { kind: 'deposit', amount: '200.00' },
];

describe('a price line in words', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('gives every line its reason in English', () => {
    expect(LINES.map(quoteLineText)).toEqual([
      '1 day at RM 150.00',
      '3 weekend days at RM 180.00',
      '7 days at the weekly rate, RM 120.00 a day',
      'Hari Raya Aidilfitri +40%: 2 days at RM 210.00',
      'Hari Raya Aidilfitri: 2 days at RM 250.00',
      'Child seat × 2, 3 days at RM 10.00',
      'CDW × 1 at RM 50.00 (capped)',
      'Delivery and collection: Klang Valley',
      'Gold discount (5%)',
      'Discount',
      'SST 8%',
      'Deposit (refundable)',
    ]);
    expect(quoteLineAmount(LINES[8])).toBe('− RM 34.50');
    expect(quoteLineAmount(LINES[0])).toBe('RM 150.00');
  });

  it('and in Malay, with the catalogue’s Malay names', async () => {
    await i18n.changeLanguage('ms');
    expect(quoteLineText(LINES[1])).toBe('3 hari hujung minggu pada RM 180.00');
    expect(quoteLineText(LINES[5])).toBe('Kerusi kanak-kanak × 2, 3 hari pada RM 10.00');
    expect(quoteLineText(LINES[7])).toBe('Penghantaran dan pengambilan: Lembah Klang');
    expect(quoteLineText(LINES[8])).toBe('Diskaun Gold (5%)');
    expect(minimumText({ shortOfMinimum: { seasonId: 3, nameEn: 'Hari Raya Aidilfitri', nameMs: 'Hari Raya Puasa', minDays: 3 } })).toBe(
      'Tempahan Hari Raya Puasa sekurang-kurangnya 3 hari: pilih tarikh lebih panjang',
    );
  });

  it('explains a stay charged as a longer one, and a season’s minimum', () => {
    expect(chargedAsText({ totalDays: 6, chargedDays: 7 })).toBe('Charged as 7 days: the longer rate costs less than 6 days');
    expect(chargedAsText({ totalDays: 7, chargedDays: 7 })).toBeNull();
    expect(minimumText({ shortOfMinimum: null })).toBeNull();
    expect(minimumText({ shortOfMinimum: { seasonId: 3, nameEn: 'Chinese New Year', nameMs: 'Tahun Baru Cina', minDays: 3 } })).toBe(
      'Chinese New Year bookings are at least 3 days: choose longer dates',
    );
  });
});
