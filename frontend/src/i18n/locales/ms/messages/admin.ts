import type { MessageTable } from '../../../catalogue';

/** Messages only the admin screens write; the ones the server answers with too are in server.ts, once. */
const admin: MessageTable = {
  'This username is already taken': 'Nama pengguna ini sudah digunakan',
  'Passwords do not match': 'Kata laluan tidak sepadan',
};
export default admin;
