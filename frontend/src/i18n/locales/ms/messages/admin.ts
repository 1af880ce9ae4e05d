import type { MessageTable } from '../../../catalogue';

/** The admin screens' validation messages (their zod schemas' English) in Malay. */
const admin: MessageTable = {
  // lib/validation.ts: staff login, admin login and Add Staff
  'Username is required': 'Nama pengguna diperlukan',
  'Password is required': 'Kata laluan diperlukan',
  'Password must be at least 8 characters': 'Kata laluan mestilah sekurang-kurangnya 8 aksara',
  'Password must be at most 200 characters': 'Kata laluan tidak boleh melebihi 200 aksara',
  'This username is already taken': 'Nama pengguna ini sudah digunakan',
  // admin/utils/changePasswordSchema.ts, the same texts the server answers with
  'Current password is required': 'Kata laluan semasa diperlukan',
  'Current password is incorrect': 'Kata laluan semasa tidak betul',
  'New password must be at least 8 characters': 'Kata laluan baharu mestilah sekurang-kurangnya 8 aksara',
  'New password must be at most 200 characters': 'Kata laluan baharu tidak boleh melebihi 200 aksara',
  'The new password must be different from the current one':
    'Kata laluan baharu mestilah berbeza daripada kata laluan semasa',
  'That password is published in our documentation. Please choose another':
    'Kata laluan itu tersiar dalam dokumentasi kami. Sila pilih kata laluan lain',
  'Passwords do not match': 'Kata laluan tidak sepadan',
};
export default admin;
