import { join } from 'node:path';
import { formatMalaysianDate } from '../common/dates/calendar-date';
import { formatRinggit } from '../common/formatting';
import { fromSen } from '../common/money/money';
import { Language } from '../i18n/language';
import { t } from '../i18n/messages';
import { PdfBusiness } from '../pdf/pdf-business';
import { formatKualaLumpurDateTime } from '../pdf/pdf-format';
import { PdfDocumentKind } from '../pdf/pdf-renderer';
import { renderTemplate } from '../pdf/templates';
import type { RoadChargeKind, SummonsIssuer } from './road-charge-states';

/** One summons or toll the letter lists. */
export interface NoticeItem {
  occurredAt: Date;
  place: string;
  issuer: SummonsIssuer | null;
  noticeNumber: string | null;
  amountSen: number;
  adminFeeSen: number;
  /** The notice's photo as a data: URL (the PDF loads nothing from outside). */
  photo: string | null;
}

/** Everything the customer's letter about a summons (or a statement's tolls) shows. */
export interface RoadChargeNotice {
  kind: RoadChargeKind;
  business: PdfBusiness;
  rental: { id: number; vehicle: string; startDate: string; endDate: string };
  customer: { fullName: string; email: string };
  items: NoticeItem[];
  /** What was taken from the deposit held, and what the rental owes now. */
  fromDepositSen: number;
  balanceDueSen: number;
  issuedAt: Date;
}

const money = (sen: number) => formatRinggit(fromSen(sen));

/** The letter's and the e-mail's texts, filled in the customer's language. */
export function noticeContext(notice: RoadChargeNotice, language: Language) {
  const totalSen = notice.items.reduce((sum, item) => sum + item.amountSen + item.adminFeeSen, 0);
  return {
    business: notice.business,
    kind: notice.kind,
    summons: notice.kind === 'summons',
    title: t(language, notice.kind === 'summons' ? 'roadCharge.pdf.title.summons' : 'roadCharge.pdf.title.toll'),
    issuedAt: formatKualaLumpurDateTime(notice.issuedAt),
    reference: t(language, 'pdf.agreement.reference', { id: notice.rental.id }),
    intro: t(language, notice.kind === 'summons' ? 'roadCharge.intro.summons' : 'roadCharge.intro.toll', {
      id: notice.rental.id,
      vehicle: notice.rental.vehicle,
    }),
    rental: {
      vehicle: notice.rental.vehicle,
      period: t(language, 'pdf.receipt.period', {
        start: formatMalaysianDate(notice.rental.startDate),
        end: formatMalaysianDate(notice.rental.endDate),
      }),
    },
    customer: notice.customer,
    items: notice.items.map((item) => ({
      when: formatKualaLumpurDateTime(item.occurredAt),
      place: item.place,
      issuer: item.issuer ? t(language, `roadCharge.issuer.${item.issuer}`) : null,
      noticeNumber: item.noticeNumber,
      amount: money(item.amountSen),
      adminFee: item.adminFeeSen > 0 ? money(item.adminFeeSen) : null,
      photo: item.photo,
    })),
    total: money(totalSen),
    fromDeposit: notice.fromDepositSen > 0 ? t(language, 'roadCharge.fromDeposit', { amount: money(notice.fromDepositSen) }) : null,
    stillDue: notice.balanceDueSen > 0 ? t(language, 'roadCharge.stillDue', { amount: money(notice.balanceDueSen) }) : null,
    contact: t(language, 'roadCharge.contact', { phone: notice.business.phone }),
  };
}

/** The notice letter PDF, with the business and the rental in its footer. */
export const ROAD_CHARGE_NOTICE_DOCUMENT: PdfDocumentKind<RoadChargeNotice> = {
  html: (notice, language) => renderTemplate(join(__dirname, 'road-charge-notice.html.hbs'), noticeContext(notice, language), language),
  footerNote: (notice, language) =>
    `${notice.business.name} · ${t(language, notice.kind === 'summons' ? 'roadCharge.pdf.title.summons' : 'roadCharge.pdf.title.toll')} · ${t(language, 'pdf.agreement.reference', { id: notice.rental.id })}`,
};
