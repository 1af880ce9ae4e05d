import type { MessageTable } from '../../../catalogue';

/** English message -> Malay for a vehicle's damage history: the repair form and the server's field checks. */
const vehicleDamage: MessageTable = {
  'Please give the repair cost from RM 0.00 to RM 50,000.00, such as 350.00':
    'Sila berikan kos pembaikan dari RM 0.00 hingga RM 50,000.00, contohnya 350.00',
  'Please give the day it was repaired': 'Sila berikan tarikh ia dibaiki',
  'The repair date cannot be in the future or before the damage was found':
    'Tarikh pembaikan tidak boleh pada masa hadapan atau sebelum kerosakan dijumpai',
  'Repair cost must be an amount such as 350.00': 'Kos pembaikan mestilah jumlah seperti 350.00',
  'The repair cost must be from RM 0.00 to RM 50,000.00': 'Kos pembaikan mestilah dari RM 0.00 hingga RM 50,000.00',
  'Repair date must be a real date written YYYY-MM-DD': 'Tarikh pembaikan mestilah tarikh sebenar bertulis YYYY-MM-DD',
  'status must be open or repaired': 'status mestilah open atau repaired',
};
export default vehicleDamage;
