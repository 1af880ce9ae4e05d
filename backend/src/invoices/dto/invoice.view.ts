import { ApiProperty } from '@nestjs/swagger';
import { CHARGE_CATEGORIES, ChargeCategory } from '../../ledger/rental-ledger';
import { InvoiceLine } from '../entities/invoice-line.entity';
import { Invoice } from '../entities/invoice.entity';

/** An invoice as the Invoices tab shows it. */
export class InvoiceView {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({
    example: 'INV-2026-000123',
    nullable: true,
    type: String,
    description: 'The invoice number from the yearly counter; never reused',
  })
  number: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'The rental billed, when made from its account' }) rentalId: number | null;
  @ApiProperty({ example: 'Nur Aisyah binti Ahmad' }) customerName: string;
  @ApiProperty({ example: '2026-11-22' }) invoiceDate: string;
  @ApiProperty({ example: 'Perodua Myvi 1.5 AV - WXY' }) vehicleRented: string;
  @ApiProperty({ example: 4 }) totalDays: number;
  @ApiProperty({ example: '518.52', nullable: true, type: String, description: 'RM before service tax' }) subtotalAmount: string | null;
  @ApiProperty({ example: '41.48', nullable: true, type: String, description: 'RM of service tax (SST) in the total' }) taxAmount:
    string | null;
  @ApiProperty({ example: '560.00', description: 'RM, a decimal string: what the customer pays, tax included' }) totalAmount: string;
  @ApiProperty() createdAt: Date;

  static of(invoice: Invoice): InvoiceView {
    return {
      id: invoice.id,
      number: invoice.number,
      rentalId: invoice.rentalId,
      customerName: invoice.customerName,
      invoiceDate: invoice.invoiceDate,
      vehicleRented: invoice.vehicleRented,
      totalDays: invoice.totalDays,
      subtotalAmount: invoice.subtotalAmount,
      taxAmount: invoice.taxAmount,
      totalAmount: invoice.totalAmount,
      createdAt: invoice.createdAt,
    };
  }
}

/** One billed charge. */
export class InvoiceLineView {
  @ApiProperty({ enum: CHARGE_CATEGORIES, enumName: 'ChargeCategory' }) category: ChargeCategory;
  @ApiProperty({ example: 'Returned with a quarter tank less', description: 'The charge as staff described it; may be empty' })
  description: string;
  @ApiProperty({ example: '465.00', description: 'RM before service tax' }) amount: string;
  @ApiProperty({ example: '37.20', description: 'RM of service tax on this line; 0.00 when it carries none' }) taxAmount: string;

  static of(line: InvoiceLine): InvoiceLineView {
    return { category: line.category, description: line.description, amount: line.amount, taxAmount: line.taxAmount };
  }
}

/** An invoice made from a rental's account: who it bills and every charge with its tax. */
export class RentalInvoiceView extends InvoiceView {
  @ApiProperty({ nullable: true, type: String }) billToAddress: string | null;
  @ApiProperty({ nullable: true, type: String }) billToPhone: string | null;
  @ApiProperty({ type: [InvoiceLineView] }) lines: InvoiceLineView[];

  static withLines(invoice: Invoice, lines: InvoiceLine[]): RentalInvoiceView {
    return {
      ...InvoiceView.of(invoice),
      billToAddress: invoice.billToAddress,
      billToPhone: invoice.billToPhone,
      lines: lines.map((line) => InvoiceLineView.of(line)),
    };
  }
}

export class InvoicePageView {
  @ApiProperty({ type: [InvoiceView] }) items: InvoiceView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
}

export class InvoiceDeletedView {
  @ApiProperty({ enum: [true], example: true }) success: true;
}
