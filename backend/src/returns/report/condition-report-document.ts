import { join } from 'node:path';
import { formatMalaysianDate } from '../../common/dates/calendar-date';
import { fromSen } from '../../common/money/money';
import { Language } from '../../i18n/language';
import { formatMessage, MessageKey, t } from '../../i18n/messages';
import { PdfBusiness } from '../../pdf/pdf-business';
import { formatAmount, formatKualaLumpurDateTime, formatWholeNumber } from '../../pdf/pdf-format';
import { PdfDocumentKind } from '../../pdf/pdf-renderer';
import { renderTemplate } from '../../pdf/templates';
import { RENTAL_PHOTO_TYPES, RentalPhotoType } from '../../rentals/entities/rental.entity';
import { CarPanel, DamageKind, DamageSize, DIAGRAM_VIEWBOX } from '../return-catalogue';

/** A photo as the report embeds it: a data: URL, or null when the stored file is gone. */
export interface ReportPhoto {
  dataUrl: string | null;
  takenAt: Date;
}

/** One damage point on the diagram and in the list. */
export interface ReportDamage {
  x: number;
  y: number;
  panel: CarPanel;
  kind: DamageKind;
  size: DamageSize;
  note: string | null;
  /** Found at this return: its price in sen (0 when staff recorded it at no charge). */
  chargeSen: number | null;
}

/** One charge line as finalize posted it, or waived with its reason. */
export interface ReportCharge {
  code: string;
  params: Record<string, string | number>;
  amountSen: number;
  waivedReason: string | null;
}

/** Everything the condition report shows; images are data: URLs. */
export interface ConditionReportDocument {
  business: PdfBusiness;
  rental: {
    id: number;
    vehicle: string;
    plate: string | null;
    /** "YYYY-MM-DD" and "HH:mm" */
    startDate: string;
    endDate: string;
    pickupTime: string;
    returnTime: string;
  };
  customer: { fullName: string; email: string | null; phone: string | null };
  pickedUpAt: Date | null;
  returnedAt: Date;
  fuel: { out: number | null; back: number };
  mileage: { out: number; back: number };
  /** Per angle; missing angles are absent. */
  pickupPhotos: Partial<Record<RentalPhotoType, ReportPhoto>>;
  returnPhotos: Partial<Record<RentalPhotoType, ReportPhoto>>;
  closeUps: ReportPhoto[];
  atPickup: ReportDamage[];
  found: ReportDamage[];
  charges: ReportCharge[];
  pickupSignature: { dataUrl: string | null; signedAt: Date | null };
  returnSignature: { dataUrl: string | null; signedAt: Date | null; absentReason: string | null };
  finalizedAt: Date;
}

/** Points on the map are numbered in the list's order, so a reader finds each one. */
interface MapPoint {
  x: number;
  y: number;
  mark: number;
  fresh: boolean;
}

/** Reason params naming the catalogue (kind, size, panel) are printed in the report's language. */
function chargeText(charge: ReportCharge, language: Language): string {
  const params = { ...charge.params };
  // A named fee carries both its names; the report prints the one in its language.
  if (charge.code === 'RETURN_FEE') params.name = String(language === 'ms' ? params.nameMs : params.nameEn);
  if (typeof params.kind === 'string') params.kind = t(language, `conditionReport.kind.${params.kind as DamageKind}`);
  if (typeof params.size === 'string') params.size = t(language, `conditionReport.size.${params.size as DamageSize}`);
  if (typeof params.panel === 'string') params.panel = t(language, `conditionReport.panel.${params.panel as CarPanel}`);
  // The codes are the inspection's own (ReturnChargeLineView.reason), each with its text in the catalogue.
  return formatMessage(language, `conditionReport.reason.${charge.code}` as MessageKey, params);
}

function photoCell(photo: ReportPhoto | undefined): { dataUrl: string | null; takenAt: string | null } {
  return photo ? { dataUrl: photo.dataUrl, takenAt: formatKualaLumpurDateTime(photo.takenAt) } : { dataUrl: null, takenAt: null };
}

/** The report's HTML (condition-report.html.hbs beside this file); every value is escaped by the template. */
export function conditionReportHtml(doc: ConditionReportDocument, language: Language): string {
  const { rental } = doc;
  const money = (sen: number) => formatAmount(fromSen(sen));
  const damageRow = (damage: ReportDamage, number: number, fresh: boolean) => ({
    number,
    panel: t(language, `conditionReport.panel.${damage.panel}`),
    kind: t(language, `conditionReport.kind.${damage.kind}`),
    size: t(language, `conditionReport.size.${damage.size}`),
    note: damage.note ?? '',
    fresh,
    charge: fresh ? money(damage.chargeSen ?? 0) : t(language, 'conditionReport.pdf.alreadyRecorded'),
  });
  const existingRows = doc.atPickup.map((damage, index) => damageRow(damage, index + 1, false));
  const foundRows = doc.found.map((damage, index) => damageRow(damage, doc.atPickup.length + index + 1, true));
  const point = (damage: ReportDamage, mark: number, fresh: boolean): MapPoint => ({ x: damage.x, y: damage.y, mark, fresh });
  const pickupPoints = doc.atPickup.map((damage, index) => point(damage, index + 1, false));
  const returnPoints = [...pickupPoints, ...doc.found.map((damage, index) => point(damage, doc.atPickup.length + index + 1, true))];
  const angles = RENTAL_PHOTO_TYPES.filter((type) => doc.pickupPhotos[type] || doc.returnPhotos[type]);
  const posted = doc.charges.filter((charge) => charge.waivedReason === null);
  const context = {
    business: doc.business,
    issuedAt: formatKualaLumpurDateTime(doc.finalizedAt),
    reference: t(language, 'pdf.agreement.reference', { id: rental.id }),
    customer: {
      fullName: doc.customer.fullName,
      email: doc.customer.email ?? t(language, 'pdf.notProvided'),
      phone: doc.customer.phone ?? t(language, 'pdf.notProvided'),
    },
    vehicle: { name: rental.vehicle, plate: rental.plate ?? t(language, 'pdf.notProvided') },
    period: t(language, 'pdf.receipt.period', { start: formatMalaysianDate(rental.startDate), end: formatMalaysianDate(rental.endDate) }),
    pickedUpAt: doc.pickedUpAt ? formatKualaLumpurDateTime(doc.pickedUpAt) : formatMalaysianDate(rental.startDate),
    returnedAt: formatKualaLumpurDateTime(doc.returnedAt),
    fuel: {
      out: doc.fuel.out === null ? t(language, 'pdf.notProvided') : t(language, 'conditionReport.pdf.fuelValue', { eighths: doc.fuel.out }),
      back: t(language, 'conditionReport.pdf.fuelValue', { eighths: doc.fuel.back }),
    },
    mileage: {
      out: t(language, 'pdf.km', { km: formatWholeNumber(doc.mileage.out) }),
      back: t(language, 'pdf.km', { km: formatWholeNumber(doc.mileage.back) }),
      driven: t(language, 'conditionReport.pdf.driven', { km: formatWholeNumber(Math.max(0, doc.mileage.back - doc.mileage.out)) }),
    },
    photoPairs: angles.map((type) => ({
      angle: t(language, `pdf.photo.${type}`),
      shots: [photoCell(doc.pickupPhotos[type]), photoCell(doc.returnPhotos[type])],
    })),
    closeUps: doc.closeUps.map((photo) => ({ dataUrl: photo.dataUrl, takenAt: formatKualaLumpurDateTime(photo.takenAt) })),
    viewBox: `0 0 ${DIAGRAM_VIEWBOX.width} ${DIAGRAM_VIEWBOX.height}`,
    maps: [
      { title: t(language, 'conditionReport.pdf.mapAtPickup'), points: pickupPoints },
      { title: t(language, 'conditionReport.pdf.mapAtReturn'), points: returnPoints },
    ],
    damageRows: [...existingRows, ...foundRows],
    charges: doc.charges.map((charge) => ({
      what: chargeText(charge, language),
      amount: money(charge.amountSen),
      waived: charge.waivedReason === null ? null : t(language, 'conditionReport.pdf.waived', { reason: charge.waivedReason }),
    })),
    total: money(posted.reduce((sum, charge) => sum + charge.amountSen, 0)),
    pickupSignature: {
      dataUrl: doc.pickupSignature.dataUrl,
      signedAt: doc.pickupSignature.signedAt ? formatKualaLumpurDateTime(doc.pickupSignature.signedAt) : null,
    },
    returnSignature: {
      dataUrl: doc.returnSignature.dataUrl,
      signedAt: doc.returnSignature.signedAt ? formatKualaLumpurDateTime(doc.returnSignature.signedAt) : null,
      absent: doc.returnSignature.absentReason
        ? t(language, 'conditionReport.pdf.absent', { reason: doc.returnSignature.absentReason })
        : null,
    },
  };
  return renderTemplate(join(__dirname, 'condition-report.html.hbs'), context, language);
}

/** The condition report PDF, with the business and the rental in its footer. */
export const CONDITION_REPORT_DOCUMENT: PdfDocumentKind<ConditionReportDocument> = {
  html: conditionReportHtml,
  footerNote: (doc, language) =>
    `${doc.business.name} · ${t(language, 'conditionReport.pdf.title')} · ${t(language, 'pdf.agreement.reference', { id: doc.rental.id })}`,
};
