import type { Catalogue } from '../../catalogue';
import type english from '../en/auth';

const auth: Catalogue<typeof english> = {
  staff: {
    title: 'Log Masuk Kakitangan',
    subtitle: 'Log masuk ke papan pemuka kakitangan',
    submit: 'Log Masuk',
    pending: 'Sedang Log Masuk...',
    backToRoles: 'Kembali ke pemilihan peranan',
    success: 'Log Masuk Berjaya',
    welcomeBack: 'Selamat kembali, {{name}}!',
    failed: 'Log Masuk Gagal',
  },
  admin: {
    title: 'Log Masuk Pentadbir',
    subtitle: 'Masukkan maklumat log masuk pentadbir anda',
    submit: 'Masuk ke Panel Pentadbir',
    pending: 'Mengesahkan...',
    granted: 'Akses Dibenarkan',
    welcome: 'Selamat datang, {{name}}.',
    denied: 'Akses Ditolak',
    invalidCredentials: 'Maklumat log masuk pentadbir tidak sah.',
    error: 'Ralat',
    failed: 'Pengesahan gagal. Sila cuba lagi.',
  },
};
export default auth;
