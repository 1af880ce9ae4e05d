import type { MessageTable } from '../../../catalogue';

/**
 * English message -> Malay for the staff Invoices and Payments tabs' free texts: the invoice
 * form's messages (the server answers with the same English) and Mark Failed's
 * reason and the bank statement's columns (staff-invoices/utils/invoiceForm.ts,
 * staff-payments/utils/paymentForms.ts, staff-payments/utils/statementColumnsForm.ts).
 */
const staffMoney: MessageTable = {
  'Customer name is required': 'Nama pelanggan diperlukan',
  'Invoice date is required': 'Tarikh invois diperlukan',
  'Vehicle rented is required': 'Kenderaan yang disewa diperlukan',
  'Total days must be at least 1': 'Jumlah hari mestilah sekurang-kurangnya 1',
  'Total amount must be greater than 0': 'Jumlah amaun mestilah lebih daripada 0',
  'Total days must be a whole number': 'Jumlah hari mestilah nombor bulat',
  'Total amount can have at most 2 decimal places': 'Jumlah amaun boleh mempunyai paling banyak 2 tempat perpuluhan',
  'Please give a reason for marking the payment as failed': 'Sila berikan sebab bayaran ditandakan gagal',
  'Please give a reason for detaching the payment': 'Sila berikan sebab bayaran ditanggalkan',
  'Please enter the rental number, such as 12': 'Sila masukkan nombor sewaan, contohnya 12',
  'Please enter the name of the date column': 'Sila masukkan nama lajur tarikh',
  'Please enter the name of the description column': 'Sila masukkan nama lajur keterangan',
  'Please enter the name of the amount (credit) column': 'Sila masukkan nama lajur amaun (kredit)',
  'A column name can be at most 100 characters': 'Nama lajur boleh mempunyai paling banyak 100 aksara',
  'Layout must be maybank, cimb or custom': 'Susun atur mestilah maybank, cimb atau custom',
};
export default staffMoney;
