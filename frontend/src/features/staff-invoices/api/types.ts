/** An invoice as GET /api/staff/invoices lists it. invoiceDate "YYYY-MM-DD"; money a decimal string in RM. */
export interface InvoiceView {
  id: number;
  customerName: string;
  invoiceDate: string;
  vehicleRented: string;
  totalDays: number;
  totalAmount: string;
  createdAt: string;
}

/** POST /api/staff/invoices: totalAmount is a string, exact to the sen ("560.00"). */
export interface InvoiceBody {
  customerName: string;
  invoiceDate: string;
  vehicleRented: string;
  totalDays: number;
  totalAmount: string;
}

export interface InvoiceListArgs {
  page: number;
  limit: number;
}
