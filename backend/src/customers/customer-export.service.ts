import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stream as excelStream } from 'exceljs';
import { Writable } from 'node:stream';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { kualaLumpurWallClock } from '../common/dates/calendar-date';
import { toSen } from '../common/money/money';
import { Rental } from '../rentals/entities/rental.entity';
import { Customer } from './entities/customer.entity';

/** Rows are read and written in batches, so the export never holds every record in memory. */
const BATCH_SIZE = 500;
const MONEY_FORMAT = '#,##0.00';

const money = (amount: string) => toSen(amount) / 100;
/** Staff read times in Kuala Lumpur; a cell has no zone, so the wall clock is written. */
const KL_DATE_TIME = 'dd/mm/yyyy hh:mm';

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
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes an .xlsx workbook with the sheets Customers and Rentals into the stream. */
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
    for await (const batch of inBatches((afterId) => customers.find({ where: { id: MoreThan(afterId), confirmedAt: Not(IsNull()) }, order: { id: 'ASC' }, take: BATCH_SIZE }))) {
      for (const customer of batch) {
        customersSheet
          .addRow({ ...customer, socialMediaHandle: customer.socialMediaHandle ?? '', createdAt: kualaLumpurWallClock(customer.createdAt) })
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
    ];
    const rentals = this.dataSource.getRepository(Rental);
    const loadRentals = (afterId: number) => rentals.find({ where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: BATCH_SIZE, relations: { customer: true } });
    for await (const batch of inBatches(loadRentals)) {
      for (const rental of batch) {
        rentalsSheet
          .addRow({
            ...rental,
            customerName: rental.customer?.fullName ?? 'Unknown',
            rentalPerDay: money(rental.rentalPerDay),
            deposit: money(rental.deposit),
            discount: money(rental.discount),
            grandTotal: money(rental.grandTotal),
            createdAt: kualaLumpurWallClock(rental.createdAt),
          })
          .commit();
      }
    }
    rentalsSheet.commit();
    await workbook.commit();
  }
}
