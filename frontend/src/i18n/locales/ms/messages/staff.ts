import type { MessageTable } from '../../../catalogue';

/**
 * Messages only the staff screens write (staff-vehicles/utils/vehicleForm.ts, staff-rentals/utils/rentalForms.ts); the ones the server
 * answers with too are in server.ts, once.
 */
const staff: MessageTable = {
  'Mileage limit must be a whole number of kilometres': 'Had perbatuan mestilah nombor bulat dalam kilometer',
  'Daily rate is required': 'Kadar harian diperlukan',
  'Daily rate must be 0 or greater': 'Kadar harian mestilah 0 atau lebih',
  'Deposit is required': 'Deposit diperlukan',
  'Deposit must be 0 or greater': 'Deposit mestilah 0 atau lebih',
  'Deposit must be an amount such as 120.00': 'Deposit mestilah amaun seperti 120.00',
  'Weekend rate must be 0 or greater': 'Kadar hujung minggu mestilah 0 atau lebih',
  'Weekend rate must be an amount such as 120.00': 'Kadar hujung minggu mestilah amaun seperti 120.00',
  'Weekly rate must be 0 or greater': 'Kadar mingguan mestilah 0 atau lebih',
  'Weekly rate must be an amount such as 120.00': 'Kadar mingguan mestilah amaun seperti 120.00',
  'Monthly rate must be 0 or greater': 'Kadar bulanan mestilah 0 atau lebih',
  'Monthly rate must be an amount such as 120.00': 'Kadar bulanan mestilah amaun seperti 120.00',
  // staff-rentals/utils/rentalForms.ts (the cancel and return dialogs)
  'The reason can be at most 500 characters': 'Sebab tidak boleh melebihi 500 aksara',
  'Please enter the return mileage': 'Sila masukkan perbatuan semasa pulang',
  'Return mileage must be a whole number of kilometres': 'Perbatuan semasa pulang mestilah nombor bulat dalam kilometer',
  'Return mileage must be at most 9,999,999 km': 'Perbatuan semasa pulang tidak boleh melebihi 9,999,999 km',
  // staff-calendar/utils/manualBookingForm.ts (the Create Manual Booking dialog); its other messages are the server's too (server.ts)
  'Rental per day is required': 'Sewa sehari diperlukan',
};
export default staff;
