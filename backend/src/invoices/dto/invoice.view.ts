import { ApiProperty } from '@nestjs/swagger';
import { Invoice } from '../entities/invoice.entity';

/** An invoice as the Invoices tab shows it; the id is the invoice number (Invoice #id). */
export class InvoiceView {
  @ApiProperty({ example: 12, description: 'The invoice number; never reused' }) id: number;
  @ApiProperty({ example: 'Nur Aisyah binti Ahmad' }) customerName: string;
  @ApiProperty({ example: '2026-11-22' }) invoiceDate: string;
  @ApiProperty({ example: 'Perodua Myvi 1.5 AV - WXY' }) vehicleRented: string;
  @ApiProperty({ example: 4 }) totalDays: number;
  @ApiProperty({ example: '560.00', description: 'RM, a decimal string' }) totalAmount: string;
  @ApiProperty() createdAt: Date;

  static of(invoice: Invoice): InvoiceView {
    return {
      id: invoice.id,
      customerName: invoice.customerName,
      invoiceDate: invoice.invoiceDate,
      vehicleRented: invoice.vehicleRented,
      totalDays: invoice.totalDays,
      totalAmount: invoice.totalAmount,
      createdAt: invoice.createdAt,
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
