import type { MessageTable } from '../../../catalogue';

/** Messages only the admin screens write; the ones the server answers with too are in server.ts, once. */
const admin: MessageTable = {
  'This username is already taken': 'Nama pengguna ini sudah digunakan',
  'Passwords do not match': 'Kata laluan tidak sepadan',
  // Staff Management (PATCH /api/staff/{id}/reset-password, DELETE /api/staff/{id}).
  'Staff member not found': 'Ahli kakitangan tidak ditemui',
  'The admin account cannot be removed': 'Akaun pentadbir tidak boleh dibuang',
  "The admin's password is changed from the admin's own Change Password":
    'Kata laluan pentadbir ditukar melalui Tukar Kata Laluan pentadbir sendiri',
  'This password was just changed by someone else. Please try again.':
    'Kata laluan ini baru sahaja ditukar oleh orang lain. Sila cuba lagi.',
};
export default admin;
