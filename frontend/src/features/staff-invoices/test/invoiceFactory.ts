import type { Page } from '../../../api/types';
import type { InvoiceView } from '../api/types';

/** An invoice as the list gives it; a 3-day Myvi for Nur Aisyah unless told. */
export function invoiceView(overrides: Partial<InvoiceView> & Pick<InvoiceView, 'id'>): InvoiceView {
  return {
    number: null,
    rentalId: null,
    subtotalAmount: null,
    taxAmount: null,
    customerName: 'Nur Aisyah binti Ahmad',
    invoiceDate: '2026-11-20',
    vehicleRented: 'Perodua Myvi 1.5 AV',
    totalDays: 3,
    totalAmount: '560.00',
    createdAt: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function invoicePage(items: InvoiceView[], overrides: Partial<Page<InvoiceView>> = {}): Page<InvoiceView> {
  return { items, total: items.length, page: 1, limit: 20, ...overrides };
}
