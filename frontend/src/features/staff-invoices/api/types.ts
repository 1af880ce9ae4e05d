import type { Schema } from '../../../api/types';

/** An invoice as GET /api/staff/invoices lists it. invoiceDate "YYYY-MM-DD"; money a decimal string in RM. */
export type InvoiceView = Schema<'InvoiceView'>;

/** POST /api/staff/invoices: totalAmount is a string, exact to the sen ("560.00"). */
export type InvoiceBody = Schema<'CreateInvoiceDto'>;

export interface InvoiceListArgs {
  page: number;
  limit: number;
}
