import ExcelJS from 'exceljs';
import { kualaLumpurWallClock } from '../common/dates/calendar-date';
import { toSen } from '../common/money/money';
import { withoutXmlIllegalCharacters } from '../common/validation/safe-text';
import { Language } from '../i18n/language';
import { MessageKey, t } from '../i18n/messages';
import { BalancesReportView, DepositsReportView, ReportFiguresView, SummonsesReportView } from './dto/report.views';
import { VehicleReport } from './reports.service';

const MONEY_FORMAT = '#,##0.00';
const KL_DATE_TIME = 'dd/mm/yyyy hh:mm';

/** A money string as the number a spreadsheet sums (RM with two decimals, from whole sen). */
const money = (amount: string) => toSen(amount) / 100;
const text = (value: string | null | undefined) => withoutXmlIllegalCharacters(value ?? '');

/** The workbook's own texts: none takes a parameter. */
type ReportKey = Extract<MessageKey, `report.${string}`>;

interface Column {
  header: ReportKey;
  key: string;
  width: number;
  money?: boolean;
  dateTime?: boolean;
}

function addSheet(
  workbook: ExcelJS.Workbook,
  language: Language,
  name: ReportKey,
  columns: Column[],
  rows: Array<Record<string, unknown>>,
) {
  const sheet = workbook.addWorksheet(t(language, name));
  sheet.columns = columns.map((column) => ({
    header: t(language, column.header),
    key: column.key,
    width: column.width,
    ...(column.money ? { style: { numFmt: MONEY_FORMAT } } : column.dateTime ? { style: { numFmt: KL_DATE_TIME } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  // The header stays in view while the owner scrolls a long fleet.
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.addRows(rows);
  return sheet;
}

const FIGURE_COLUMNS: Column[] = [
  { header: 'report.column.daysRented', key: 'daysRented', width: 12 },
  { header: 'report.column.utilisation', key: 'utilisation', width: 14 },
  { header: 'report.column.booked', key: 'booked', width: 14, money: true },
  { header: 'report.column.collected', key: 'collected', width: 14, money: true },
  { header: 'report.column.costs', key: 'costs', width: 14, money: true },
  { header: 'report.column.profit', key: 'profit', width: 14, money: true },
];

const figureCells = (figures: ReportFiguresView) => ({
  daysRented: figures.daysRented,
  utilisation: figures.utilisation,
  booked: money(figures.booked),
  collected: money(figures.collected),
  costs: money(figures.costs),
  profit: money(figures.profit),
});

/** Every car over the range, the fleet by month, and each car by month. */
export function vehicleWorkbook(report: VehicleReport, language: Language): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const carColumns: Column[] = [
    { header: 'report.column.vehicle', key: 'name', width: 32 },
    { header: 'report.column.plate', key: 'plate', width: 10 },
  ];
  const carCells = (row: VehicleReport['rows'][number]) => ({ name: text(row.displayName), plate: text(row.plateIdentifier) });
  addSheet(
    workbook,
    language,
    'report.sheet.vehicles',
    [...carColumns, { header: 'report.column.inFleet', key: 'inFleet', width: 10 }, ...FIGURE_COLUMNS],
    [
      ...report.rows.map((row) => ({
        ...carCells(row),
        inFleet: t(language, row.isActive ? 'report.yes' : 'report.no'),
        ...figureCells(row),
      })),
      { name: t(language, 'report.total'), ...figureCells(report.totals) },
    ],
  );
  addSheet(
    workbook,
    language,
    'report.sheet.months',
    [{ header: 'report.column.month', key: 'month', width: 10 }, ...FIGURE_COLUMNS],
    report.months.map((month) => ({ month: month.month, ...figureCells(month) })),
  );
  addSheet(
    workbook,
    language,
    'report.sheet.vehicleMonths',
    [...carColumns, { header: 'report.column.month', key: 'month', width: 10 }, ...FIGURE_COLUMNS],
    report.vehicleMonths.map((row) => ({ ...carCells(row), month: row.month, ...figureCells(row) })),
  );
  return workbook;
}

export function balancesWorkbook(report: BalancesReportView, language: Language): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addSheet(
    workbook,
    language,
    'report.sheet.balances',
    [
      { header: 'report.column.customer', key: 'fullName', width: 30 },
      { header: 'report.column.phone', key: 'phone', width: 16 },
      { header: 'report.column.rentals', key: 'rentals', width: 10 },
      { header: 'report.column.oldestEnd', key: 'oldestEndDate', width: 16 },
      { header: 'report.column.outstanding', key: 'outstanding', width: 16, money: true },
    ],
    [
      ...report.items.map((row) => ({ ...row, fullName: text(row.fullName), phone: text(row.phone), outstanding: money(row.outstanding) })),
      { fullName: t(language, 'report.total'), outstanding: money(report.outstanding) },
    ],
  );
  return workbook;
}

export function depositsWorkbook(report: DepositsReportView, language: Language): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addSheet(
    workbook,
    language,
    'report.sheet.deposits',
    [
      { header: 'report.column.rental', key: 'rentalId', width: 10 },
      { header: 'report.column.customer', key: 'customerName', width: 30 },
      { header: 'report.column.vehicle', key: 'vehicle', width: 28 },
      { header: 'report.column.status', key: 'status', width: 20 },
      { header: 'report.column.start', key: 'startDate', width: 12 },
      { header: 'report.column.end', key: 'endDate', width: 12 },
      { header: 'report.column.depositHeld', key: 'depositHeld', width: 16, money: true },
      { header: 'report.column.refundDue', key: 'refundDue', width: 16, money: true },
    ],
    [
      ...report.items.map((row) => ({
        ...row,
        customerName: text(row.customerName),
        vehicle: text(row.vehicle),
        status: t(language, `pdf.status.${row.status}`),
        depositHeld: money(row.depositHeld),
        refundDue: money(row.refundDue),
      })),
      { customerName: t(language, 'report.total'), depositHeld: money(report.depositHeld), refundDue: money(report.refundDue) },
    ],
  );
  return workbook;
}

export function summonsesWorkbook(report: SummonsesReportView, language: Language): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  addSheet(
    workbook,
    language,
    'report.sheet.summonses',
    [
      { header: 'report.column.occurredAt', key: 'occurredAt', width: 18, dateTime: true },
      { header: 'report.column.plate', key: 'plate', width: 12 },
      { header: 'report.column.place', key: 'place', width: 30 },
      { header: 'report.column.issuer', key: 'issuer', width: 28 },
      { header: 'report.column.notice', key: 'noticeNumber', width: 18 },
      { header: 'report.column.status', key: 'status', width: 22 },
      { header: 'report.column.rental', key: 'rentalId', width: 10 },
      { header: 'report.column.customer', key: 'customerName', width: 30 },
      { header: 'report.column.amount', key: 'amount', width: 14, money: true },
    ],
    [
      ...report.items.map((row) => ({
        occurredAt: kualaLumpurWallClock(row.occurredAt),
        plate: text(row.plate),
        place: text(row.place),
        issuer: row.issuer ? t(language, `roadCharge.issuer.${row.issuer}`) : '',
        noticeNumber: text(row.noticeNumber),
        status: t(language, `report.summonsStatus.${row.status as 'unmatched' | 'charged' | 'disputed'}`),
        rentalId: row.rentalId ?? '',
        customerName: text(row.customerName),
        amount: money(row.amount),
      })),
      { place: t(language, 'report.total'), amount: money(report.amount) },
    ],
  );
  return workbook;
}
