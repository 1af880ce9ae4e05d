import type { MessageTable } from '../../../catalogue';

/** English message -> Malay for the staff Deliveries tab: the server's answers (backend/src/deliveries). */
const deliveries: MessageTable = {
  'Delivery not found': 'Penghantaran tidak ditemui',
  'vehicleId must be the id of a fleet vehicle': 'vehicleId mestilah ID kenderaan dalam armada',
  'Choose the vehicle: vehicleId, or vehicleDelivered with its exact name':
    'Pilih kenderaan: vehicleId, atau vehicleDelivered dengan namanya yang tepat',
  'deliveryTime must be a date and time such as 2026-11-22T09:30:00+08:00, between 2000 and 2100':
    'deliveryTime mestilah tarikh dan masa seperti 2026-11-22T09:30:00+08:00, antara tahun 2000 dan 2100',
  'totalKm must be 0 or more kilometres with at most 2 decimals, such as 42.50':
    'totalKm mestilah 0 kilometer atau lebih dengan paling banyak 2 tempat perpuluhan, seperti 42.50',
  'totalKm can be at most 999,999.99 km': 'totalKm tidak boleh melebihi 999,999.99 km',
  'miscExpense must be an amount such as 12.50': 'miscExpense mestilah jumlah seperti 12.50',
  'fromLocation is required': 'Lokasi asal diperlukan',
  'toLocation is required': 'Lokasi destinasi diperlukan',
  'fromLocation can be at most 255 characters': 'Lokasi asal boleh mengandungi paling banyak 255 aksara',
  'toLocation can be at most 255 characters': 'Lokasi destinasi boleh mengandungi paling banyak 255 aksara',
};
export default deliveries;
