import type { MessageTable } from '../../../catalogue';

/**
 * English message -> Malay for the Complete Agreement wizard: its four gates,
 * which the client shows as a toast title and description and the server answers with whole
 * (PATCH finalize), and the photo upload's own 400 messages.
 */
const rentalWizard: MessageTable = {
  'Missing Required Photos': 'Gambar Wajib Tiada',
  'Please upload: {{types}}': 'Sila muat naik: {{types}}',
  'Missing Required Photos: Please upload: Front With Customer': 'Gambar Wajib Tiada: Sila muat naik: Depan Bersama Pelanggan',
  'Current Mileage Required': 'Perbatuan Semasa Diperlukan',
  "Please enter the vehicle's current mileage": 'Sila masukkan perbatuan semasa kenderaan',
  "Current Mileage Required: Please enter the vehicle's current mileage":
    'Perbatuan Semasa Diperlukan: Sila masukkan perbatuan semasa kenderaan',
  'Signature Required': 'Tandatangan Diperlukan',
  "Please capture the customer's signature": 'Sila dapatkan tandatangan pelanggan',
  "Signature Required: Please capture the customer's signature": 'Tandatangan Diperlukan: Sila dapatkan tandatangan pelanggan',
  'Key Handover Photo Required': 'Gambar Penyerahan Kunci Diperlukan',
  'Please upload the key handover photo': 'Sila muat naik gambar penyerahan kunci',
  'Key Handover Photo Required: Please upload the key handover photo':
    'Gambar Penyerahan Kunci Diperlukan: Sila muat naik gambar penyerahan kunci',
  'Each photo needs one photo type, in the same order': 'Setiap gambar memerlukan satu jenis gambar, dalam susunan yang sama',
  'Unknown photo type': 'Jenis gambar tidak dikenali',
  'Existing Damage Not Shown': 'Kerosakan Sedia Ada Belum Ditunjukkan',
  "Please show the car's existing damage to the customer and tick the box":
    'Sila tunjukkan kerosakan sedia ada kereta kepada pelanggan dan tandakan kotak',
  'Existing Damage Not Loaded': 'Kerosakan Sedia Ada Belum Dimuatkan',
  "Please wait for the car's existing damage, or press Retry": 'Sila tunggu kerosakan sedia ada kereta, atau tekan Cuba Lagi',
};
export default rentalWizard;
