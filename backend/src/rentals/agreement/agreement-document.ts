import { join } from 'node:path';
import { formatMalaysianDate } from '../../common/dates/calendar-date';
import { formatRinggit } from '../../common/formatting';
import { fromSen, toSen } from '../../common/money/money';
import { Language } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { PdfBusiness } from '../../pdf/pdf-business';
import { formatKualaLumpurDateTime, formatWholeNumber } from '../../pdf/pdf-format';
import { PdfDocumentKind } from '../../pdf/pdf-renderer';
import { renderTemplate } from '../../pdf/templates';
import type { ServiceTaxSettings } from '../../config/settings';
import { formatRatePercent, taxLine, taxTotals } from '../../ledger/service-tax';
import { RENTAL_PHOTO_TYPES, RentalPhotoType } from '../entities/rental.entity';
import { bookedExtraLabel, type BookedExtra } from '../../pricing/booked-extras';

/** One evidence photo; `dataUrl` from thumbnailDataUrl, `label` replaces the type's own label. */
export interface AgreementPhoto {
  type: RentalPhotoType;
  label?: string;
  dataUrl: string;
  takenAt: Date;
}

/** Everything the agreement PDF shows; images are data: URLs (imageDataUrl / thumbnailDataUrl). */
export interface AgreementDocument {
  /** serviceTax: the business's SST when registered (its number is printed, the rental's tax shown). */
  business: PdfBusiness & { serviceTax?: ServiceTaxSettings | null };
  rental: {
    id: number;
    vehicle: string;
    plate: string | null;
    color: string | null;
    /** "YYYY-MM-DD" */
    startDate: string;
    endDate: string;
    /** "HH:mm" */
    pickupTime: string;
    returnTime: string;
    totalDays: number;
    /** Money as decimal strings, "150.00". */
    rentalPerDay: string;
    deposit: string;
    discount: string;
    grandTotal: string;
    /** The service tax the grand total carries on top of the prices. */
    serviceTaxAdded: string;
    /** What the booking added to the car: each add-on and the delivery, as priced when it was booked. */
    extras: BookedExtra[];
    /** km per day; 0 is unlimited. */
    mileageLimit: number;
    extraMileageCharge: string;
    /** Eighths of a tank, 0 to 8. */
    fuelLevel: number;
    currentMileage: number;
    finalizedAt: Date;
  };
  customer: {
    fullName: string;
    icPassportNumber: string | null;
    phone: string | null;
    email: string | null;
    address: string | null;
  };
  signature: { dataUrl: string; signedAt: Date };
  photos: AgreementPhoto[];
  keyHandoverPhoto: { dataUrl: string; takenAt: Date } | null;
}

const TERMS = [
  'pdf.agreement.term1',
  'pdf.agreement.term2',
  'pdf.agreement.term3',
  'pdf.agreement.term4',
  'pdf.agreement.term5',
  'pdf.agreement.term6',
  'pdf.agreement.term7',
] as const;

const PHOTOS_PER_ROW = 4;

function chunk<T>(items: T[], size: number): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += size) rows.push(items.slice(index, index + size));
  return rows;
}

export function photoTypeLabel(type: RentalPhotoType, language: Language): string {
  return t(language, `pdf.photo.${type}`);
}

function fuelText(eighths: number, language: Language): string {
  const description =
    eighths <= 0
      ? t(language, 'pdf.agreement.fuelEmpty')
      : eighths >= 8
        ? t(language, 'pdf.agreement.fuelFull')
        : t(language, 'pdf.agreement.fuelPercent', { percent: Math.round((eighths / 8) * 1000) / 10 });
  return t(language, 'pdf.agreement.fuelValue', { eighths, description });
}

function mileageLimitText(perDay: number, days: number, language: Language): string {
  if (perDay <= 0) return t(language, 'pdf.agreement.unlimited');
  return t(language, 'pdf.agreement.mileageLimitValue', {
    perDay: formatWholeNumber(perDay),
    days,
    total: formatWholeNumber(perDay * days),
  });
}

/**
 * The service tax on the rental as the ledger charges it: the days and the discount are taxed line
 * by line (the deposit never is). Inclusive prices: the tax the total already contains, printed
 * under it. Exclusive: the tax as its own line; the stored grand total already carries it (the
 * booking added it as the account posted it, extensions included), so the line is what the total
 * holds beyond the priced days, discount and deposit.
 */
function rentalTax(rental: AgreementDocument['rental'], rentalChargeSen: number, sst: ServiceTaxSettings | null, language: Language) {
  const extrasTaxed = rental.extras.filter((extra) => extra.taxable);
  const grandTotal = formatRinggit(rental.grandTotal);
  if (!sst) return { included: null, line: null, grandTotal };
  const discountSen = toSen(rental.discount);
  const rate = formatRatePercent(sst.rateBasisPoints);
  if (!sst.pricesIncludeTax) {
    const amount = formatRinggit(rental.serviceTaxAdded);
    return { included: null, line: { label: t(language, 'pdf.agreement.sst', { rate }), amount }, grandTotal };
  }
  const lines = [
    taxLine({ kind: 'charge', category: 'rental_days', amountSen: rentalChargeSen }, sst),
    ...(discountSen > 0 ? [taxLine({ kind: 'charge', category: 'discount', amountSen: -discountSen }, sst)] : []),
    ...extrasTaxed.map((extra) => taxLine({ kind: 'charge', category: extra.kind, amountSen: extra.amountSen }, sst)),
  ];
  const amount = formatRinggit(fromSen(taxTotals(lines).taxSen));
  return { included: t(language, 'pdf.tax.included', { rate, amount }), line: null, grandTotal };
}

/** The agreement's HTML (agreement.html.hbs beside this file); every value is escaped by the template. */
export function agreementHtml(doc: AgreementDocument, language: Language): string {
  const { rental, customer } = doc;
  const orText = (value: string | null) => (value && value.trim() !== '' ? value : t(language, 'pdf.notProvided'));
  const photoOrder = (type: RentalPhotoType) => RENTAL_PHOTO_TYPES.indexOf(type);
  const photos = [...doc.photos]
    .sort((a, b) => photoOrder(a.type) - photoOrder(b.type))
    .map((photo) => ({
      caption: photo.label ?? photoTypeLabel(photo.type, language),
      dataUrl: photo.dataUrl,
      takenAt: formatKualaLumpurDateTime(photo.takenAt),
    }));
  const discountSen = toSen(rental.discount);
  // The days (extensions included) are what the total holds beyond the extras, tax and deposit, the
  // discount given back: one rule for bookings priced by season and for older flat-rate ones.
  const extrasSen = rental.extras.reduce((sum, extra) => sum + extra.amountSen, 0);
  const rentalChargeSen = toSen(rental.grandTotal) - toSen(rental.serviceTaxAdded) - toSen(rental.deposit) + discountSen - extrasSen;
  const flatRate = rentalChargeSen === toSen(rental.rentalPerDay) * rental.totalDays;
  const sst = doc.business.serviceTax ?? null;
  const tax = rentalTax(rental, rentalChargeSen, sst, language);
  const context = {
    business: { ...doc.business, sstNumber: sst?.number ?? null },
    reference: rental.id,
    finalizedAt: formatKualaLumpurDateTime(rental.finalizedAt),
    customer: {
      fullName: customer.fullName,
      icPassportNumber: orText(customer.icPassportNumber),
      phone: orText(customer.phone),
      email: orText(customer.email),
      address: orText(customer.address),
    },
    vehicle: {
      name: rental.vehicle,
      plate: orText(rental.plate),
      colour: orText(rental.color),
    },
    pickupAt: t(language, 'pdf.agreement.dateAtTime', { date: formatMalaysianDate(rental.startDate), time: rental.pickupTime }),
    returnAt: t(language, 'pdf.agreement.dateAtTime', { date: formatMalaysianDate(rental.endDate), time: rental.returnTime }),
    totalDays: rental.totalDays,
    fuel: fuelText(rental.fuelLevel, language),
    mileageOut: t(language, 'pdf.km', { km: formatWholeNumber(rental.currentMileage) }),
    mileageLimit: mileageLimitText(rental.mileageLimit, rental.totalDays, language),
    extraMileage: t(language, 'pdf.agreement.extraMileageValue', { amount: formatRinggit(rental.extraMileageCharge) }),
    charges: {
      // A season or a weekend gives the days different rates: then the days and their charge say it all.
      ratePerDay: flatRate ? formatRinggit(rental.rentalPerDay) : null,
      days: rental.totalDays,
      rentalCharge: formatRinggit(fromSen(rentalChargeSen)),
      extras: rental.extras.map((extra) => ({ label: bookedExtraLabel(extra, language), amount: formatRinggit(fromSen(extra.amountSen)) })),
      discount: discountSen > 0 ? `- ${formatRinggit(rental.discount)}` : null,
      deposit: formatRinggit(rental.deposit),
      sst: tax.line,
      grandTotal: tax.grandTotal,
      taxIncluded: tax.included,
    },
    terms: TERMS.map((key) => t(language, key)),
    signature: { dataUrl: doc.signature.dataUrl, signedAt: formatKualaLumpurDateTime(doc.signature.signedAt) },
    photoRows: chunk(photos, PHOTOS_PER_ROW),
    keyHandover: doc.keyHandoverPhoto
      ? { dataUrl: doc.keyHandoverPhoto.dataUrl, takenAt: formatKualaLumpurDateTime(doc.keyHandoverPhoto.takenAt) }
      : null,
  };
  return renderTemplate(join(__dirname, 'agreement.html.hbs'), context, language);
}

/** The agreement PDF, with the business and rental number in the footer. */
export const AGREEMENT_PDF: PdfDocumentKind<AgreementDocument> = {
  html: agreementHtml,
  footerNote: (doc, language) =>
    `${doc.business.name} · ${t(language, 'pdf.agreement.title')} · ${t(language, 'pdf.agreement.reference', { id: doc.rental.id })}`,
};
