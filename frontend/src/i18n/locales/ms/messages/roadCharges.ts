import type { MessageTable } from '../../../catalogue';

/** English message -> Malay for the Summonses tab's form messages (staff-summonses/utils/summonsForm.ts). */
const roadCharges: MessageTable = {
  'Please give the plate number': 'Sila berikan nombor plat',
  'Please give the date of the offence': 'Sila berikan tarikh kesalahan',
  'Please give the time, such as 14:35': 'Sila berikan masa, contohnya 14:35',
  'Please give the place': 'Sila berikan tempat',
  'Please choose who issued the summons': 'Sila pilih siapa yang mengeluarkan saman',
  'Please give the notice number (letters, digits, spaces, / and -)': 'Sila berikan nombor notis (huruf, digit, ruang, / dan -)',
  'Please give an amount from RM 0.01 to RM 10,000.00, such as 150.00':
    'Sila berikan jumlah dari RM 0.01 hingga RM 10,000.00, contohnya 150.00',
  'Please give a reason': 'Sila berikan sebab',
};
export default roadCharges;
