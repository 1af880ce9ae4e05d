import type { MessageTable } from '../../../catalogue';

/**
 * English message -> Malay for the payments screens' free texts: the Make Payment form's
 * validation (features/payments/utils/paymentForm.ts), the proof file messages
 * (utils/proofFile.ts) and the payment API's messages they show. 'Amounts can be at most
 * RM 999,999.99' and 'Notes can be at most 1000 characters' are the server's, in server.ts.
 */
const payments: MessageTable = {
  'Missing Information: Please fill in all required fields': 'Maklumat Tidak Lengkap: Sila isi semua medan yang diperlukan',
  'Please enter the amount': 'Sila masukkan jumlah',
  'Please enter an amount such as 12.50': 'Sila masukkan jumlah seperti 12.50',
  'The amount can have at most 2 decimal places': 'Jumlah boleh mempunyai paling banyak 2 tempat perpuluhan',
  'The minimum amount is RM 0.01': 'Jumlah minimum ialah RM 0.01',
  'Please choose what the payment is for': 'Sila pilih tujuan pembayaran',
  'Invalid File Type: Please select a JPEG, PNG, or WebP image file.': 'Jenis Fail Tidak Sah: Sila pilih fail imej JPEG, PNG atau WebP.',
  'File Too Large: Please select an image file smaller than 10MB.':
    'Fail Terlalu Besar: Sila pilih fail imej yang lebih kecil daripada 10MB.',
  'Please select a payment proof image to upload.': 'Sila pilih imej bukti pembayaran untuk dimuat naik.',
  // The payment API's answers a customer can meet (backend/src/payments).
  'This payment method is coming soon': 'Kaedah pembayaran ini akan datang tidak lama lagi',
  'Amount must be at least RM 0.01, with at most two decimals':
    'Jumlah mestilah sekurang-kurangnya RM 0.01, dengan paling banyak dua tempat perpuluhan',
  'Payment purpose must be rental-deposit, rental-payment, fine-payment, damage-compensation or other':
    'Tujuan pembayaran mestilah rental-deposit, rental-payment, fine-payment, damage-compensation atau other',
  'Payment method must be qr': 'Kaedah pembayaran mestilah qr',
  'Please choose one of your rentals': 'Sila pilih salah satu sewaan anda',
  'A proof can only be added while the payment is pending': 'Bukti hanya boleh ditambah semasa pembayaran masih menunggu',
  'Idempotency-Key must be 8 to 100 letters, digits, - or _': 'Idempotency-Key mestilah 8 hingga 100 huruf, digit, - atau _',
  'This Idempotency-Key was already used for a different payment': 'Idempotency-Key ini telah digunakan untuk pembayaran lain',
  'Payment not found': 'Pembayaran tidak dijumpai',
  'There is no receipt for a failed payment': 'Tiada resit untuk pembayaran yang gagal',
};
export default payments;
