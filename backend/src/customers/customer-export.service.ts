import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stream as excelStream } from 'exceljs';
import { PassThrough, Readable, Writable } from 'node:stream';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { AuthUser } from '../auth/auth-user';
import { kualaLumpurWallClock } from '../common/dates/calendar-date';
import { toSen } from '../common/money/money';
import { withoutXmlIllegalCharacters } from '../common/validation/safe-text';
import { Delivery } from '../deliveries/entities/delivery.entity';
import { Rental } from '../rentals/entities/rental.entity';
import { rentalVehicleName } from '../rentals/rental-vehicle-name';
import { StaffLogsService } from '../staff-logs/staff-logs.service';
import { Customer } from './entities/customer.entity';
import { accountSummary, accountTotals } from '../ledger/rental-account';
import { EMPTY_TOTALS } from '../ledger/rental-ledger';

/** Rows are read and written in batches, so the export never holds every record in memory. */
const BATCH_SIZE = 500;
const MONEY_FORMAT = '#,##0.00';

const money = (amount: string) => toSen(amount) / 100;
/** Staff read times in Kuala Lumpur; a cell has no zone, so the wall clock is written. */
const KL_DATE_TIME = 'dd/mm/yyyy hh:mm';

type CellValues = Record<string, unknown>;

/**
 * A row's text as the sheet XML can hold it: values stored before such characters were refused
 * (or written straight into the database) would otherwise make the whole workbook unreadable.
 */
function xmlSafe(row: CellValues): CellValues {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? withoutXmlIllegalCharacters(value) : value]),
  );
}

/** Keyset pagination by id: each batch is one indexed query, whatever the table's size. */
async function* inBatches<T extends { id: number }>(load: (afterId: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let lastId = 0;
  for (;;) {
    const batch = await load(lastId);
    if (batch.length === 0) return;
    yield batch;
    lastId = batch[batch.length - 1].id;
  }
}

@Injectable()
export class CustomerExportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly staffLogs: StaffLogsService,
  ) {}

  /**
   * The workbook as a stream, after logging who took it: it holds every customer's IC number, so
   * the admin can see each export. A failure while writing ends the stream with the error.
   */
  async export(actor: AuthUser): Promise<Readable> {
    await this.staffLogs.record(this.dataSource.manager, actor, { action: 'customers_exported', targetType: 'customer', targetId: null });
    const output = new PassThrough();
    this.write(output).catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
    return output;
  }

  /** Writes an .xlsx workbook with the sheets Customers, Rentals and Deliveries into the stream. */
  async write(output: Writable): Promise<void> {
    const workbook = new excelStream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });

    const customersSheet = workbook.addWorksheet('Customers');
    customersSheet.columns = [
      { header: 'ID', key: 'id', width: 8 },
      { header: 'Full name', key: 'fullName', width: 30 },
      { header: 'Email', key: 'email', width: 32 },
      { header: 'Phone', key: 'phone', width: 16 },
      { header: 'Address', key: 'address', width: 45 },
      { header: 'IC/Passport', key: 'icPassportNumber', width: 18 },
      { header: 'Social media', key: 'socialMediaHandle', width: 20 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'Loyalty points', key: 'loyaltyPoints', width: 14 },
      { header: 'Registered', key: 'createdAt', width: 20, style: { numFmt: KL_DATE_TIME } },
    ];
    const customers = this.dataSource.getRepository(Customer);
    for await (const batch of inBatches((afterId) =>
      customers.find({ where: { id: MoreThan(afterId), confirmedAt: Not(IsNull()) }, order: { id: 'ASC' }, take: BATCH_SIZE }),
    )) {
      for (const customer of batch) {
        customersSheet
          .addRow(
            xmlSafe({
              ...customer,
              socialMediaHandle: customer.socialMediaHandle ?? '',
              createdAt: kualaLumpurWallClock(customer.createdAt),
            }),
          )
          .commit();
      }
    }
    customersSheet.commit();

    const rentalsSheet = workbook.addWorksheet('Rentals');
    rentalsSheet.columns = [
      { header: 'ID', key: 'id', width: 8 },
      { header: 'Customer ID', key: 'customerId', width: 12 },
      { header: 'Customer', key: 'customerName', width: 30 },
      { header: 'Vehicle', key: 'vehicle', width: 30 },
      { header: 'Start', key: 'startDate', width: 12 },
      { header: 'End', key: 'endDate', width: 12 },
      { header: 'Days', key: 'totalDays', width: 8 },
      { header: 'Rate per day (RM)', key: 'rentalPerDay', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Deposit (RM)', key: 'deposit', width: 14, style: { numFmt: MONEY_FORMAT } },
      { header: 'Discount (RM)', key: 'discount', width: 14, style: { numFmt: MONEY_FORMAT } },
      { header: 'Grand total (RM)', key: 'grandTotal', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Status', key: 'status', width: 20 },
      { header: 'Created', key: 'createdAt', width: 20, style: { numFmt: KL_DATE_TIME } },
      // From the rental's account; after the columns that were there first, so their places hold.
      { header: 'Paid (RM)', key: 'accountPaid', width: 14, style: { numFmt: MONEY_FORMAT } },
      { header: 'Balance due (RM)', key: 'balanceDue', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Deposit held (RM)', key: 'depositHeld', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Refundable (RM)', key: 'refundable', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Refund due on', key: 'depositRefundDueOn', width: 14 },
    ];
    const rentals = this.dataSource.getRepository(Rental);
    const loadRentals = (afterId: number) =>
      rentals.find({
        where: { id: MoreThan(afterId) },
        order: { id: 'ASC' },
        take: BATCH_SIZE,
        relations: { customer: true, vehicleRecord: true },
      });
    for await (const batch of inBatches(loadRentals)) {
      const accounts = await accountTotals(
        this.dataSource.manager,
        batch.map((rental) => rental.id),
      );
      for (const rental of batch) {
        const account = accountSummary(accounts.get(rental.id) ?? EMPTY_TOTALS);
        rentalsSheet
          .addRow(
            xmlSafe({
              ...rental,
              customerName: rental.customer?.fullName ?? 'Unknown',
              vehicle: rentalVehicleName(rental),
              rentalPerDay: money(rental.rentalPerDay),
              deposit: money(rental.deposit),
              discount: money(rental.discount),
              grandTotal: money(rental.grandTotal),
              createdAt: kualaLumpurWallClock(rental.createdAt),
              accountPaid: money(account.paid),
              balanceDue: money(account.balanceDue),
              depositHeld: money(account.depositHeld),
              refundable: money(account.refundable),
              depositRefundDueOn: rental.depositRefundDueOn ?? '',
            }),
          )
          .commit();
      }
    }
    rentalsSheet.commit();

    const deliveriesSheet = workbook.addWorksheet('Deliveries');
    deliveriesSheet.columns = [
      { header: 'ID', key: 'id', width: 8 },
      { header: 'Staff ID', key: 'staffId', width: 10 },
      { header: 'Staff', key: 'staffName', width: 20 },
      { header: 'Vehicle ID', key: 'vehicleId', width: 10 },
      { header: 'Vehicle', key: 'vehicleDelivered', width: 30 },
      { header: 'Delivery time', key: 'deliveryTime', width: 20, style: { numFmt: KL_DATE_TIME } },
      { header: 'From', key: 'fromLocation', width: 30 },
      { header: 'To', key: 'toLocation', width: 30 },
      { header: 'Total km', key: 'totalKm', width: 12, style: { numFmt: MONEY_FORMAT } },
      { header: 'Misc expense (RM)', key: 'miscExpense', width: 16, style: { numFmt: MONEY_FORMAT } },
      { header: 'Created', key: 'createdAt', width: 20, style: { numFmt: KL_DATE_TIME } },
    ];
    const deliveries = this.dataSource.getRepository(Delivery);
    for await (const batch of inBatches((afterId) =>
      deliveries.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: BATCH_SIZE }),
    )) {
      for (const delivery of batch) {
        deliveriesSheet
          .addRow(
            xmlSafe({
              ...delivery,
              staffId: delivery.staffId ?? '',
              vehicleId: delivery.vehicleId ?? '',
              deliveryTime: kualaLumpurWallClock(delivery.deliveryTime),
              totalKm: money(delivery.totalKm),
              miscExpense: money(delivery.miscExpense),
              createdAt: kualaLumpurWallClock(delivery.createdAt),
            }),
          )
          .commit();
      }
    }
    deliveriesSheet.commit();
    await workbook.commit();
  }
}
