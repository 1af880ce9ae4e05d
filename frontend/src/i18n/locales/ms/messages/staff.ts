import type { MessageTable } from '../../../catalogue';

/** The staff screens' validation messages (their zod schemas' English) in Malay. */
const staff: MessageTable = {
  // staff-vehicles/utils/vehicleForm.ts
  'Vehicle name is required': 'Nama kenderaan diperlukan',
  'Make is required': 'Jenama diperlukan',
  'Model is required': 'Model diperlukan',
  'Category is required': 'Kategori diperlukan',
  'Mileage limit must be 0 or greater': 'Had perbatuan mestilah 0 atau lebih',
  'Mileage limit must be a whole number of kilometres': 'Had perbatuan mestilah nombor bulat dalam kilometer',
  'Mileage limit must be at most 1,000,000 km': 'Had perbatuan tidak boleh melebihi 1,000,000 km',
  'Amounts can be at most RM 999,999.99': 'Amaun tidak boleh melebihi RM 999,999.99',
  'A vehicle with this name already exists': 'Kenderaan dengan nama ini sudah wujud',
  'Vehicle name must be at most 255 characters': 'Nama kenderaan tidak boleh melebihi 255 aksara',
  'Make must be at most 100 characters': 'Jenama tidak boleh melebihi 100 aksara',
  'Model must be at most 100 characters': 'Model tidak boleh melebihi 100 aksara',
  'Category must be at most 50 characters': 'Kategori tidak boleh melebihi 50 aksara',
  'Plate letters must be at most 20 characters': 'Huruf plat tidak boleh melebihi 20 aksara',
  'Colour must be at most 50 characters': 'Warna tidak boleh melebihi 50 aksara',
  'Daily rate is required': 'Kadar harian diperlukan',
  'Daily rate must be 0 or greater': 'Kadar harian mestilah 0 atau lebih',
  'Daily rate must be an amount such as 120.00': 'Kadar harian mestilah amaun seperti 120.00',
  'Deposit is required': 'Deposit diperlukan',
  'Deposit must be 0 or greater': 'Deposit mestilah 0 atau lebih',
  'Deposit must be an amount such as 120.00': 'Deposit mestilah amaun seperti 120.00',
};
export default staff;
