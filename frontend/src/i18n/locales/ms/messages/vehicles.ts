import type { MessageTable } from '../../../catalogue';

/** The vehicles screens' validation messages (their zod schemas' English) in Malay. */
const vehicles: MessageTable = {
  'Please choose a pickup date': 'Sila pilih tarikh ambil',
  'Please choose a return date': 'Sila pilih tarikh pulang',
  'Pickup date cannot be in the past': 'Tarikh ambil tidak boleh pada masa lalu',
  'Return date cannot be before the pickup date': 'Tarikh pulang tidak boleh sebelum tarikh ambil',
};
export default vehicles;
