import type { MessageTable } from '../../../catalogue';

/**
 * English message -> Malay for the rentals screens' free texts: the staff Rentals tab's handover
 * and extension decisions (staff-rentals/utils/rentalForms.ts), the customer's extension request
 * (bookings/utils/extensionForm.ts), and the server's answers to those calls and to the
 * agreement's download and sharing.
 */
const rentals: MessageTable = {
  // Forms (client and server share these words).
  'Please give a reason for declining': 'Sila berikan sebab penolakan',
  'Please choose an image file of the key handover': 'Sila pilih fail imej penyerahan kunci',
  'New end date is required': 'Tarikh tamat baharu diperlukan',
  'New end date must be a date as YYYY-MM-DD': 'Tarikh tamat baharu mestilah tarikh dalam bentuk YYYY-MM-DD',
  'The new end date must be after the current end date': 'Tarikh tamat baharu mestilah selepas tarikh tamat semasa',
  'Please give a reason for the extension': 'Sila berikan sebab lanjutan',
  // A rental's account: adding a charge and correcting one.
  'Please choose what the charge is for': 'Sila pilih caj untuk apa',
  'Amount must be an amount such as 50.00': 'Jumlah mestilah amaun seperti 50.00',
  'Please give a reason for the charge': 'Sila berikan sebab caj',
  'Please give a reason for the correction': 'Sila berikan sebab pembetulan',
  'Category must be one of: fuel, late_return, damage, cleaning, summons, tolls, add_on, extra_mileage':
    'Kategori mestilah salah satu daripada: fuel, late_return, damage, cleaning, summons, tolls, add_on, extra_mileage',
  // The server's answers.
  'Only an active rental can be extended': 'Hanya sewaan yang aktif boleh dilanjutkan',
  'The vehicle is already booked for the extended dates': 'Kenderaan ini telah ditempah untuk tarikh lanjutan tersebut',
  'The agreement is not ready yet': 'Perjanjian belum sedia lagi',
  'The agreement was sent to {{recipient}}': 'Perjanjian telah dihantar kepada {{recipient}}',
};
export default rentals;
