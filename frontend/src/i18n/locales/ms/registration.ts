import type { Catalogue } from '../../catalogue';
import type english from '../en/registration';

const registration: Catalogue<typeof english> = {
  pageTitle: 'Daftar',
  title: 'Mari Mulakan Perjalanan Sewaan Anda',
  subtitle: 'Daftar akaun sekali sahaja, kemudian tempah mana-mana kereta dalam armada kami.',
  personalDetails: 'Butiran peribadi',
  fullName: 'Nama penuh',
  email: 'E-mel',
  phone: 'Nombor telefon',
  icPassportNumber: 'Nombor IC / Pasport',
  address: 'Alamat',
  socialMediaHandle: 'Akaun media sosial (pilihan)',
  socialMediaPlaceholder: '@namaanda',
  documents: {
    title: 'Dokumen pengenalan diri',
    description: 'Foto yang jelas bagi setiap dokumen (JPEG, PNG atau WebP, maksimum 10 MB setiap satu).',
    note: 'Imej dimampatkan dan diberi tera air secara automatik.',
    icPassport: { label: 'IC / Pasport', hint: 'Muka hadapan' },
    driversLicense: { label: 'Lesen Memandu', hint: 'Depan dan belakang, dalam satu imej' },
    utilityBill: { label: 'Bil Utiliti', hint: 'TNB, air atau internet. E-bil? Muat naik tangkapan skrinnya.' },
  },
  uploading: 'Memuat naik dokumen...',
  processing: 'Memproses dokumen anda...',
  progressLabel: 'Kemajuan muat naik',
  submit: 'Daftar Akaun',
  pending: 'Mendaftar Akaun...',
  haveAccount: 'Sudah mempunyai akaun?',
  signIn: 'Log masuk',
  missingFile: 'Fail Wajib Belum Dimuat Naik',
  success: 'Pendaftaran Berjaya!',
  created: 'Akaun anda telah didaftarkan. Anda kini boleh log masuk.',
  codeSent: 'Kami telah menghantar kod 6 digit ke {{email}}. Masukkan kod itu untuk mengaktifkan akaun anda.',
  failed: 'Pendaftaran Gagal',
  privacy: {
    label: 'Saya telah membaca dan bersetuju dengan notis privasi',
    link: 'Baca notis privasi',
    newTab: '(dibuka dalam tab baharu)',
  },
};
export default registration;
