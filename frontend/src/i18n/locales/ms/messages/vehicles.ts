import type { MessageTable } from '../../../catalogue';

/** The vehicles screens' validation messages (their zod schemas' English) in Malay. */
const vehicles: MessageTable = {
  'Please choose a pickup date': 'Sila pilih tarikh ambil',
  'Please choose a return date': 'Sila pilih tarikh pulang',
  'Pickup date cannot be in the past': 'Tarikh ambil tidak boleh pada masa lalu',
  'Return date cannot be before the pickup date': 'Tarikh pulang tidak boleh sebelum tarikh ambil',
  'Please give the expiry date': 'Sila berikan tarikh tamat',
  'The policy number can be at most 60 characters': 'Nombor polisi boleh mengandungi paling banyak 60 aksara',
  'The insurer can be at most 100 characters': 'Nama syarikat insurans boleh mengandungi paling banyak 100 aksara',
};
export default vehicles;
