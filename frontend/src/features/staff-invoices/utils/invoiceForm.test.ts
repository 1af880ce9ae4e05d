import { describe, expect, it } from 'vitest';
import { rentalView } from '../../../test/rentalViewFactory';
import { INVOICE_FORM_MESSAGES as M, invoiceDefaults, invoiceFieldsFromRental, invoiceFormSchema, toInvoiceBody } from './invoiceForm';

const valid = {
  customerName: ' Tan Wei Ming ',
  invoiceDate: '2026-11-22',
  vehicleRented: 'Honda City',
  totalDays: '2',
  totalAmount: '0.1',
};

function messagesFor(input: Partial<typeof valid>): string[] {
  const checked = invoiceFormSchema.safeParse({ ...valid, ...input });
  return checked.success ? [] : checked.error.issues.map((issue) => issue.message);
}

describe('the invoice form', () => {
  it('starts from the defaults: 1 day, RM 0, today', () => {
    expect(invoiceDefaults('2026-11-22')).toEqual({
      customerName: '',
      invoiceDate: '2026-11-22',
      vehicleRented: '',
      totalDays: '1',
      totalAmount: '0',
    });
  });

  it('yields trimmed texts, whole days and the amount as a two-decimal string', () => {
    expect(toInvoiceBody(invoiceFormSchema.parse(valid))).toEqual({
      customerName: 'Tan Wei Ming',
      invoiceDate: '2026-11-22',
      vehicleRented: 'Honda City',
      totalDays: 2,
      totalAmount: '0.10',
    });
    expect(invoiceFormSchema.parse({ ...valid, totalAmount: '0' }).totalAmount).toBe('0.00');
    expect(invoiceFormSchema.parse({ ...valid, totalAmount: '999999.99' }).totalAmount).toBe('999999.99');
  });

  it("gives the form's messages", () => {
    expect(messagesFor({ customerName: '   ' })).toEqual([M.customerNameRequired]);
    expect(messagesFor({ invoiceDate: '' })).toEqual([M.invoiceDateRequired]);
    expect(messagesFor({ vehicleRented: '' })).toEqual([M.vehicleRequired]);
    expect(messagesFor({ totalDays: '0' })).toEqual([M.totalDaysMin]);
    expect(messagesFor({ totalDays: '' })).toEqual([M.totalDaysMin]);
    expect(messagesFor({ totalDays: '-2' })).toEqual([M.totalDaysMin]);
    expect(messagesFor({ totalAmount: '-1' })).toEqual([M.totalAmountMin]);
    expect(messagesFor({ totalAmount: '' })).toEqual([M.totalAmountMin]);
  });

  it('refuses part days, a third decimal and more than RM 999,999.99', () => {
    expect(messagesFor({ totalDays: '1.5' })).toEqual([M.totalDaysWhole]);
    expect(messagesFor({ totalAmount: '0.001' })).toEqual([M.totalAmountDecimals]);
    expect(messagesFor({ totalAmount: '1000000' })).toEqual([M.amountTooHigh]);
  });

  it('fills the customer, vehicle, days and grand total from a rental', () => {
    expect(
      invoiceFieldsFromRental(
        rentalView({
          customerName: 'Tan Wei Ming',
          vehicle: 'Honda City 1.5 V',
          vehicleDisplayName: 'Honda City - PNG',
          totalDays: 4,
          grandTotal: '1234.50',
        }),
      ),
    ).toEqual({
      customerName: 'Tan Wei Ming',
      vehicleRented: 'Honda City - PNG',
      totalDays: '4',
      totalAmount: '1234.50',
    });
  });

  it('leaves out the SST a rental carries on top of its prices, since the invoice adds it', () => {
    expect(invoiceFieldsFromRental(rentalView({ grandTotal: '702.20', serviceTaxAdded: '37.20' })).totalAmount).toBe('665.00');
  });
});
